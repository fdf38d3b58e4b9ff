import type { Command } from 'commander';
import { lazyAction } from '../../../lib/command.ts';
import type { CliContext } from '../../../lib/context.ts';
import { examples } from '../../../lib/help.ts';
import { sendsOperations } from '../../../lib/operations.ts';

export function registerEndpointsGet(endpoints: Command, ctx: CliContext): void {
  sendsOperations(endpoints.command('get'), 'webhooks.endpoints.get')
    .alias('show')
    .summary('one endpoint with its delivery statistics')
    .description('One webhook endpoint with its delivery statistics (never its secret).')
    .argument('<endpoint-id>', 'endpoint id')
    .addHelpText('after', examples('platform-api webhooks endpoints get <endpoint-id>'))
    .action(lazyAction(ctx, () => import('./get.run.ts')));
}
