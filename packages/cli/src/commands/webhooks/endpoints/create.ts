import type { Command } from 'commander';
import { lazyAction } from '../../../lib/command.ts';
import type { CliContext } from '../../../lib/context.ts';
import { examples } from '../../../lib/help.ts';
import { addDataOption, collect } from '../../../lib/input.ts';
import { boundsText, fieldOf, sendsOperations } from '../../../lib/operations.ts';

export function registerEndpointsCreate(endpoints: Command, ctx: CliContext): void {
  const id = 'webhooks.endpoints.create';
  const command = sendsOperations(endpoints.command('create'), id)
    .summary('register an endpoint (prints its signing secret once)')
    .description(
      'Register a webhook endpoint. The service sends it webhook.verify at once: it becomes active when the ' +
        'receiver answers 2xx echoing data.challenge. Prints the signing secret (whsec_...), shown only ' +
        'here: store it where your receiver reads it. URLs are HTTPS on port 443 or 8443 with a public ' +
        'address (an emulator started with --allow-local-webhooks also takes http: and loopback).',
    )
    .option('--url <url>', `where deliveries are sent (${boundsText(fieldOf(id, 'body', 'url'))}; required)`)
    .option(
      '--event <type>',
      `an event type to subscribe to (repeatable, ${boundsText(fieldOf(id, 'body', 'events'))}; default: every subscribable type)`,
      collect,
    )
    .option(
      '--workspace <id>',
      "a workspace the endpoint covers (repeatable; default: --workspace-id, else the key's workspaces on the emulator)",
      collect,
    )
    .option('--description <text>', `free text (${boundsText(fieldOf(id, 'body', 'description'))})`);
  addDataOption(command)
    .addHelpText(
      'after',
      examples(
        'platform-api webhooks endpoints create --url https://hooks.example.com/platform',
        'platform-api webhooks endpoints create --url https://hooks.example.com/platform --workspace 65f1c0de00000000000000a1 --json | jq -r .secret',
      ),
    )
    .action(lazyAction(ctx, () => import('./create.run.ts')));
}
