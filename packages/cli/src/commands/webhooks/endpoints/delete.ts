import type { Command } from 'commander';
import { lazyAction } from '../../../lib/command.ts';
import type { CliContext } from '../../../lib/context.ts';
import { examples } from '../../../lib/help.ts';
import { sendsOperations } from '../../../lib/operations.ts';

export function registerEndpointsDelete(endpoints: Command, ctx: CliContext): void {
  sendsOperations(endpoints.command('delete'), 'webhooks.endpoints.delete')
    .summary('delete an endpoint')
    .description('Delete a webhook endpoint (soft delete): nothing more is delivered to it.')
    .argument('<endpoint-id>', 'endpoint id')
    .addHelpText('after', examples('platform-api webhooks endpoints delete <endpoint-id>'))
    .action(lazyAction(ctx, () => import('./delete.run.ts')));
}
