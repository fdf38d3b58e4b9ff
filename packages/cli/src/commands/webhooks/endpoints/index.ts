import type { Command } from 'commander';
import type { CliContext } from '../../../lib/context.ts';
import { examples } from '../../../lib/help.ts';
import { registerEndpointsCreate } from './create.ts';
import { registerEndpointsDelete } from './delete.ts';
import { registerEndpointsGet } from './get.ts';
import { registerEndpointsList } from './list.ts';
import { registerEndpointsRotateSecret } from './rotate-secret.ts';
import { registerEndpointsTest } from './test.ts';
import { registerEndpointsUpdate } from './update.ts';
import { registerEndpointsVerify } from './verify.ts';

export function registerEndpointsCommand(webhooks: Command, ctx: CliContext): void {
  const endpoints = webhooks
    .command('endpoints')
    .summary('register, list, read, change, delete, rotate, verify, ping')
    .description(
      'Webhook endpoints: register, list, read, change, delete, rotate the secret, re-verify, ping.',
    )
    .addHelpText(
      'after',
      examples(
        'platform-api webhooks endpoints list',
        'platform-api webhooks endpoints create --url https://hooks.example.com/platform --event application.received --workspace-id 65f1c0de00000000000000b1',
        'platform-api webhooks endpoints test <endpoint-id>',
      ),
    );
  registerEndpointsList(endpoints, ctx);
  registerEndpointsGet(endpoints, ctx);
  registerEndpointsCreate(endpoints, ctx);
  registerEndpointsUpdate(endpoints, ctx);
  registerEndpointsDelete(endpoints, ctx);
  registerEndpointsRotateSecret(endpoints, ctx);
  registerEndpointsVerify(endpoints, ctx);
  registerEndpointsTest(endpoints, ctx);
}
