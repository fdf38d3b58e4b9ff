import { type Command, Option } from 'commander';
import { lazyAction } from '../../../lib/command.ts';
import type { CliContext } from '../../../lib/context.ts';
import { examples } from '../../../lib/help.ts';
import { collect } from '../../../lib/input.ts';
import { fieldOf, sendsOperations } from '../../../lib/operations.ts';

export function registerEndpointsUpdate(endpoints: Command, ctx: CliContext): void {
  const statuses = fieldOf('webhooks.endpoints.update', 'body', 'status').enum?.map(String) ?? [];
  sendsOperations(endpoints.command('update'), 'webhooks.endpoints.update')
    .summary('change the url, events, description or status')
    .description(
      'Change an endpoint: its url (then it is verified again), events, description, or status (active or ' +
        'disabled; suspended and pending_verification are set by the service).',
    )
    .argument('<endpoint-id>', 'endpoint id')
    .option('--url <url>', 'new URL')
    .option('--event <type>', 'the new event list (repeatable)', collect)
    .option('--description <text>', 'new description')
    .addOption(new Option('--status <status>', 'active or disabled').choices(statuses))
    .addHelpText(
      'after',
      examples(
        'platform-api webhooks endpoints update <endpoint-id> --status disabled',
        'platform-api webhooks endpoints update <endpoint-id> --url https://hooks.example.com/v2',
      ),
    )
    .action(lazyAction(ctx, () => import('./update.run.ts')));
}
