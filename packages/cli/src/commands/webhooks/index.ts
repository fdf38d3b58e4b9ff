import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { registerWebhooksAssets } from './assets/get.ts';
import { registerDeliveriesCommand } from './deliveries/index.ts';
import { registerEndpointsCommand } from './endpoints/index.ts';
import { registerWebhooksEvents } from './events.ts';
import { registerWebhooksListen } from './listen.ts';
import { registerWebhooksSign } from './sign.ts';
import { registerWebhooksTrigger } from './trigger.ts';
import { registerWebhooksVerify } from './verify.ts';

export function registerWebhooksCommand(program: Command, ctx: CliContext): void {
  const webhooks = program
    .command('webhooks')
    .summary('endpoints, deliveries, events; listen, trigger; sign, verify')
    .description(
      'Webhooks: endpoints, the delivery log, the event catalog, resume links; forward deliveries to a local ' +
        'receiver (listen), make an event happen (trigger); sign and verify deliveries.',
    )
    .addHelpText(
      'after',
      examples(
        'platform-api webhooks endpoints list',
        'platform-api webhooks verify --secret whsec_... --body-file body.json --headers-file headers.txt',
        'platform-api webhooks sign --secret whsec_... --body-file event.json > headers.txt',
      ),
    );
  registerEndpointsCommand(webhooks, ctx);
  registerDeliveriesCommand(webhooks, ctx);
  registerWebhooksEvents(webhooks, ctx);
  registerWebhooksAssets(webhooks, ctx);
  registerWebhooksListen(webhooks, ctx);
  registerWebhooksTrigger(webhooks, ctx);
  registerWebhooksVerify(webhooks, ctx);
  registerWebhooksSign(webhooks, ctx);
}
