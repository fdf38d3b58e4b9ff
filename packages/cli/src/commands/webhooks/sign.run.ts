import { randomBytes } from 'node:crypto';
import { signWebhook } from '@platform-api/webhook-verifier';
import type { Command } from 'commander';
import type { CliContext, GlobalOptions } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { readBytes } from '../../lib/input.ts';
import { Printer } from '../../lib/output.ts';
import { parseIsoDate } from '../../lib/sdk-internal.ts';
import { resolveSecrets } from './shared.ts';

/** Flags of `webhooks sign`, as commander parses them. */
export interface SignOptions {
  secret?: string[];
  bodyFile: string;
  id?: string;
  timestamp?: string;
}

const utf8 = new TextDecoder();

/** The latest `--timestamp` in Unix seconds: ten digits (2286-11-20), what receivers parse. */
const MAX_SECONDS = 9_999_999_999;
const TIMESTAMP_RULE =
  'Unix seconds (digits, e.g. 1767225600) or an ISO 8601 date-time with Z or an offset (e.g. 2026-01-01T00:00:00Z)';

/**
 * Unix seconds from digits, or from an ISO 8601 date-time with a zone on a real calendar date
 * (the SDK's parser: `2026-02-30T00:00:00Z` is refused, not rolled over to March).
 * @throws {CliError} for anything else: a sign, free text, a date without a time or a zone, milliseconds.
 */
export function parseTimestamp(value: string): number {
  const trimmed = value.trim();
  const invalid = (why: string) => new CliError(`--timestamp ${why}, got "${value}"`);
  let seconds: number;
  if (/^\d+$/.test(trimmed)) {
    seconds = Number(trimmed);
    if (seconds >= 1e12 && seconds < 1e13) {
      throw invalid(
        `looks like milliseconds; pass seconds (${Math.floor(seconds / 1000)}) or an ISO 8601 date-time`,
      );
    }
    if (seconds > MAX_SECONDS) throw invalid(`must be Unix seconds from 0 to ${MAX_SECONDS}`);
  } else {
    const dateTime = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)$/i.test(trimmed);
    const ms = dateTime ? parseIsoDate(trimmed) : undefined;
    if (ms === undefined) {
      throw invalid(
        dateTime
          ? 'is not a real date and time (check the day of the month, hours 00-23, the offset)'
          : `must be ${TIMESTAMP_RULE}`,
      );
    }
    seconds = Math.floor(ms / 1000);
    if (seconds < 0 || seconds > MAX_SECONDS) {
      throw invalid(
        `must be from 1970-01-01T00:00:00Z to ${new Date(MAX_SECONDS * 1000).toISOString().replace('.000', '')}`,
      );
    }
  }
  return seconds;
}

/**
 * Why `id` cannot be a `webhook-id`, if it cannot: a receiver rejects an empty one, and reads the
 * header trimmed and on one line, so spaces at its ends or a line break would break the signature.
 */
function badId(id: string): string | undefined {
  if (id.trim() === '') return 'must not be empty: receivers reject a delivery without a webhook-id';
  if (id !== id.trim()) return 'must not start or end with a space: receivers read the header trimmed';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(id)) return 'must be one line without control characters';
  return undefined;
}

/** The event's own `id` when the body is a JSON event (the platform sends it as `webhook-id`), else a random one. */
function defaultId(body: Uint8Array): string {
  try {
    const parsed = JSON.parse(utf8.decode(body)) as { id?: unknown };
    if (typeof parsed.id === 'string' && badId(parsed.id) === undefined) return parsed.id;
  } catch {
    // not JSON: a random id
  }
  return `msg_${randomBytes(12).toString('base64url')}`;
}

/** `--id`, checked, else the default. */
function webhookId(id: string | undefined, body: Uint8Array): string {
  if (id === undefined) return defaultId(body);
  const why = badId(id);
  if (why !== undefined)
    throw new CliError(`--id ${why} (leave --id out for the body's "id" or a random one)`);
  return id;
}

export async function run(ctx: CliContext, options: SignOptions, command: Command): Promise<void> {
  const printer = new Printer(ctx, command.optsWithGlobals<GlobalOptions>());
  const secrets = resolveSecrets(ctx, options.secret);
  const timestamp =
    options.timestamp !== undefined
      ? parseTimestamp(options.timestamp)
      : Math.floor(ctx.now().getTime() / 1000);
  const body = await readBytes(ctx, options.bodyFile);
  const id = webhookId(options.id, body);
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
}
