import type { Command } from 'commander';
import { lazyAction } from '../../../lib/command.ts';
import type { CliContext } from '../../../lib/context.ts';
import { examples } from '../../../lib/help.ts';
import { sendsOperations } from '../../../lib/operations.ts';

export function registerEndpointsVerify(endpoints: Command, ctx: CliContext): void {
  sendsOperations(endpoints.command('verify'), 'webhooks.endpoints.verify')
    .summary('send the verification challenge again')
    .description(
      'Send webhook.verify again (a few times per hour per endpoint): the endpoint becomes active once the ' +
        'receiver answers 2xx echoing data.challenge. Prints the delivery.',
    )
    .argument('<endpoint-id>', 'endpoint id')
    .addHelpText('after', examples('platform-api webhooks endpoints verify <endpoint-id>'))
    .action(lazyAction(ctx, () => import('./verify.run.ts')));
}
