import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { registerWebhooksSign } from './sign.ts';
import { registerWebhooksVerify } from './verify.ts';

export function registerWebhooksCommand(program: Command, ctx: CliContext): void {
  const webhooks = program
    .command('webhooks')
    .description('Webhook tools: verify a delivery, sign a test delivery.');
  registerWebhooksVerify(webhooks, ctx);
  registerWebhooksSign(webhooks, ctx);
}
