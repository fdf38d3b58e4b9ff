import { Argument, type Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { hexId } from '../../lib/input.ts';

export function registerWebhooksTrigger(webhooks: Command, ctx: CliContext): void {
  webhooks
    .command('trigger')
    .summary('make a real event happen')
    .description(
      'Make a real event happen, so that it is delivered to the endpoints subscribed to it. ' +
        "application.received (emulator only): a candidate applies to a published job of the key's " +
        "organization (`emulator apply`, the control API's application simulation); the deliveries are " +
        'attempted before the command answers. webhook.ping and webhook.verify (emulator or service): sent to ' +
        '--endpoint (`webhooks endpoints test` and `verify`).',
    )
    .addArgument(
      new Argument('<event>', 'the event type').choices([
        'application.received',
        'webhook.ping',
        'webhook.verify',
      ]),
    )
    .option('--endpoint <id>', 'the endpoint (webhook.ping, webhook.verify)', hexId)
    .option(
      '--post-id <id>',
      'application.received: the published job (default: the newest of the organization)',
      hexId,
    )
    .option('--name <name>', "application.received: the candidate's name")
    .option('--email <email>', "application.received: the candidate's email (default: a new one each time)")
    .option(
      '--resume',
      'application.received: the candidate attaches a resume (the event carries a resume link)',
    )
    .addHelpText(
      'after',
      examples(
        'platform-api webhooks trigger application.received',
        'platform-api webhooks trigger application.received --resume --name "Grace Hopper"',
        'platform-api webhooks trigger webhook.ping --endpoint <endpoint-id>',
      ),
    )
    .action(lazyAction(ctx, () => import('./trigger.run.ts')));
}
