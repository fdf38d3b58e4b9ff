import { type Command, Option } from 'commander';
import { lazyAction } from '../../../lib/command.ts';
import type { CliContext } from '../../../lib/context.ts';
import { examples } from '../../../lib/help.ts';
import { addPageOptions, fieldOf, sendsOperations } from '../../../lib/operations.ts';

export function registerDeliveriesList(deliveries: Command, ctx: CliContext): void {
  const id = 'webhooks.deliveries.list';
  const list = sendsOperations(deliveries.command('list'), id)
    .summary("an endpoint's delivery log, newest first")
    .description("An endpoint's delivery log, newest first: status, attempts, last answer; never payloads.")
    .argument('<endpoint-id>', 'endpoint id')
    .addOption(
      new Option('--status <status>', 'only deliveries in this status').choices(
        fieldOf(id, 'query', 'status').enum?.map(String) ?? [],
      ),
    )
    .addOption(
      new Option('--event-type <type>', 'only deliveries of this event type').choices(
        fieldOf(id, 'query', 'eventType').enum?.map(String) ?? [],
      ),
    );
  addPageOptions(list, id, 'deliveries')
    .addHelpText(
      'after',
      examples(
        'platform-api webhooks deliveries list <endpoint-id>',
        'platform-api webhooks deliveries list <endpoint-id> --status failed --all --json',
      ),
    )
    .action(lazyAction(ctx, () => import('./list.run.ts')));
}
