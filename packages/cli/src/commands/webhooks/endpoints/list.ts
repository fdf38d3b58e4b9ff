import type { Command } from 'commander';
import { lazyAction } from '../../../lib/command.ts';
import type { CliContext } from '../../../lib/context.ts';
import { examples } from '../../../lib/help.ts';
import { addPageOptions, sendsOperations } from '../../../lib/operations.ts';

export function registerEndpointsList(endpoints: Command, ctx: CliContext): void {
  const list = sendsOperations(endpoints.command('list'), 'webhooks.endpoints.list')
    .summary('endpoints of the organization, newest first')
    .description(
      'Webhook endpoints of the organization visible to the key, newest first; secrets are never listed.',
    );
  addPageOptions(list, 'webhooks.endpoints.list', 'endpoints')
    .addHelpText(
      'after',
      examples('platform-api webhooks endpoints list', 'platform-api webhooks endpoints list --all --json'),
    )
    .action(lazyAction(ctx, () => import('./list.run.ts')));
}
