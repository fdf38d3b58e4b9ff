import type { Command } from 'commander';
import { lazyAction } from '../../../lib/command.ts';
import type { CliContext } from '../../../lib/context.ts';
import { examples } from '../../../lib/help.ts';
import { sendsOperations } from '../../../lib/operations.ts';

export function registerEndpointsRotateSecret(endpoints: Command, ctx: CliContext): void {
  sendsOperations(endpoints.command('rotate-secret'), 'webhooks.endpoints.rotateSecret')
    .summary('mint a new signing secret (the old one signs for 24 hours more)')
    .description(
      'Mint a new signing secret and print it (shown only here). For 24 hours deliveries carry two ' +
        'signatures, one per secret, so receivers can switch without losing a delivery.',
    )
    .argument('<endpoint-id>', 'endpoint id')
    .addHelpText(
      'after',
      examples('platform-api webhooks endpoints rotate-secret <endpoint-id> --json | jq -r .secret'),
    )
    .action(lazyAction(ctx, () => import('./rotate-secret.run.ts')));
}
