import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { collect, integerIn } from '../../lib/input.ts';

export function registerWebhooksListen(webhooks: Command, ctx: CliContext): void {
  webhooks
    .command('listen')
    .summary("forward the emulator's deliveries to a local receiver")
    .description(
      'Forward webhook deliveries to a receiver on this machine, as the Stripe CLI does: listen starts a ' +
        'loopback receiver, registers it as an endpoint on the emulator at --base-url (which must run with ' +
        '--allow-local-webhooks), answers its webhook.verify challenge itself, then forwards each delivery to ' +
        '--forward-to with its original headers and body, so your receiver verifies the signature with the ' +
        "secret printed at start. One line per delivery: time, event, id, your receiver's status. The " +
        "receiver's status is the delivery's (a non-2xx is retried by the emulator as by the service). " +
        'Ctrl-C deletes the endpoint it registered and stops (exit 0). Against the service itself, deliveries ' +
        'go to public HTTPS URLs only: expose your receiver (a tunnel) and register it with `webhooks endpoints create`.',
    )
    .requiredOption('--forward-to <url>', 'your receiver, e.g. http://localhost:3000/webhooks')
    .option(
      '--events <types>',
      'event types to subscribe to, comma-separated or repeated (default: every subscribable type)',
      collect,
    )
    .option(
      '--port <n>',
      'port of the loopback receiver (default: a free one); an endpoint already registered for it is reused and kept',
      integerIn(1, 65_535),
    )
    .addHelpText(
      'after',
      examples(
        'platform-api webhooks listen --forward-to http://localhost:3000/webhooks',
        '# in another shell: make an event happen',
        'platform-api webhooks trigger application.received',
      ),
    )
    .action(lazyAction(ctx, () => import('./listen.run.ts')));
}
