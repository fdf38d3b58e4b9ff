import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { registerWebhooksSign } from './sign.ts';
import { registerWebhooksVerify } from './verify.ts';

export function registerWebhooksCommand(program: Command, ctx: CliContext): void {
  const webhooks = program
    .command('webhooks')
    .description('Webhook tools: verify a delivery, sign a test delivery.')
    .addHelpText(
      'after',
      examples(
        'platform-api webhooks verify --secret whsec_... --body-file body.json --headers-file headers.txt',
        'platform-api webhooks sign --secret whsec_... --body-file event.json > headers.txt',
      ),
    );
  registerWebhooksVerify(webhooks, ctx);
  registerWebhooksSign(webhooks, ctx);
}
