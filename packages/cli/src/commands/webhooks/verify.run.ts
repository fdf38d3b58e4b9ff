import { verify } from '@platform-api/webhook-verifier';
import type { Command } from 'commander';
import type { CliContext, GlobalOptions } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { readBytes } from '../../lib/input.ts';
import { formatInstant, Printer } from '../../lib/output.ts';
import { parseHeaderDump } from './headers-file.ts';
import { resolveSecrets } from './shared.ts';

/** Flags of `webhooks verify`, as commander parses them. */
export interface VerifyOptions {
  secret?: string[];
  bodyFile: string;
  headersFile?: string;
  id?: string;
  timestamp?: string;
  signature?: string;
  tolerance?: number;
}

const utf8 = new TextDecoder();

export async function run(ctx: CliContext, options: VerifyOptions, command: Command): Promise<void> {
  const printer = new Printer(ctx, command.optsWithGlobals<GlobalOptions>());
  if (options.bodyFile === '-' && options.headersFile === '-') {
    throw new CliError('--body-file and --headers-file cannot both read stdin');
  }
  const secrets = resolveSecrets(ctx, options.secret);
  const body = await readBytes(ctx, options.bodyFile);
  const headers: Record<string, string | string[]> = options.headersFile
    ? parseHeaderDump(utf8.decode(await readBytes(ctx, options.headersFile)), options.headersFile)
    : {};
  if (options.id !== undefined) headers['webhook-id'] = options.id;
  if (options.timestamp !== undefined) headers['webhook-timestamp'] = options.timestamp;
  if (options.signature !== undefined) headers['webhook-signature'] = options.signature;

  const event = await verify(body, headers, {
    secrets,
    ...(options.tolerance !== undefined ? { tolerance: options.tolerance } : {}),
  });
  const webhookId = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  printer.result(
    {
      verified: true,
      type: event.type,
      id: event.id,
      webhookId: Array.isArray(webhookId) ? webhookId[0] : webhookId,
      timestamp,
      event,
    },
    () =>
      `Verified ${event.type} event ${event.id} (signed ${formatInstant(new Date(timestamp * 1000), ctx.now())})\n`,
  );
}
