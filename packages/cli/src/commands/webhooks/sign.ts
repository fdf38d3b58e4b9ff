import { randomBytes } from 'node:crypto';
import { signWebhook } from '@platform-api/webhook-verifier';
import type { Command } from 'commander';
import type { CliContext, GlobalOptions } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { examples } from '../../lib/help.ts';
import { collect, readBytes } from '../../lib/input.ts';
import { Printer } from '../../lib/output.ts';
import { resolveSecrets } from './shared.ts';

interface SignOptions {
  secret?: string[];
  bodyFile: string;
  id?: string;
  timestamp?: string;
}

const utf8 = new TextDecoder();

/** Unix seconds from digits or an ISO 8601 date. */
function parseTimestamp(value: string): number {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const ms = Date.parse(trimmed);
  if (Number.isNaN(ms))
    throw new CliError(`--timestamp must be Unix seconds or an ISO 8601 date, got "${value}"`);
  return Math.floor(ms / 1000);
}

/** The event's own `id` when the body is a JSON event (the platform sends it as `webhook-id`), else a random one. */
function defaultId(body: Uint8Array): string {
  try {
    const parsed = JSON.parse(utf8.decode(body)) as { id?: unknown };
    if (typeof parsed.id === 'string' && parsed.id !== '') return parsed.id;
  } catch {
    // not JSON: a random id
  }
  return `msg_${randomBytes(12).toString('base64url')}`;
}

export function registerWebhooksSign(webhooks: Command, ctx: CliContext): void {
  webhooks
    .command('sign')
    .summary('sign a test delivery and print its headers')
    .description(
      'Sign a body the way the platform signs deliveries (Standard Webhooks: v1 HMAC-SHA256) and print ' +
        'the three headers, to test a receiver. With several --secret, the signature header holds one ' +
        'signature per secret, as during a rotation.',
    )
    .option(
      '--secret <whsec>',
      'signing secret, whsec_... (default: $PLATFORM_WEBHOOK_SECRET); repeatable',
      collect,
    )
    .requiredOption('--body-file <file>', 'the body to sign, sent exactly as is; - reads stdin')
    .option('--id <id>', 'webhook-id (default: the body\'s "id", else a random msg_ id)')
    .option('--timestamp <time>', 'Unix seconds or an ISO 8601 date (default: now)')
    .addHelpText(
      'after',
      examples(
        'platform-api webhooks sign --secret whsec_... --body-file event.json',
        'platform-api webhooks sign --secret whsec_... --body-file event.json --json',
        '# round trip: sign, then verify with the printed headers',
        'platform-api webhooks sign --secret whsec_... --body-file event.json > headers.txt',
        'platform-api webhooks verify --secret whsec_... --body-file event.json --headers-file headers.txt',
        '# send a signed test delivery to a local receiver (curl reads headers from a file with -H @FILE):',
        'curl http://localhost:3000/webhooks -H @headers.txt -H "content-type: application/json" --data-binary @event.json',
      ),
    )
    .action(async (options: SignOptions, command: Command) => {
      const printer = new Printer(ctx, command.optsWithGlobals<GlobalOptions>());
      const secrets = resolveSecrets(ctx, options.secret);
      const body = await readBytes(ctx, options.bodyFile);
      const id = options.id ?? defaultId(body);
      const timestamp =
        options.timestamp !== undefined
          ? parseTimestamp(options.timestamp)
          : Math.floor(ctx.now().getTime() / 1000);
      const signed = await Promise.all(
        secrets.map((secret) => signWebhook({ secret, id, payload: body, timestamp })),
      );
      const headers = {
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signed.map((entry) => entry['webhook-signature']).join(' '),
      };
      printer.result(headers, () =>
        Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\n`)
          .join(''),
      );
    });
}
