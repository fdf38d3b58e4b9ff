import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Command } from 'commander';
import type { CliContext } from '../../../lib/context.ts';
import { Session } from '../../../lib/session.ts';

export async function run(
  ctx: CliContext,
  urlOrToken: string,
  options: { output?: string },
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const asset = await client.webhooks.downloadAsset(urlOrToken);
  if (options.output === '-') {
    if (ctx.io.stdoutBytes) ctx.io.stdoutBytes(asset.data);
    else ctx.io.stdout(new TextDecoder().decode(asset.data));
    return;
  }
  // A name from the server is used as a name only, never as a path.
  const file = options.output ?? basename(asset.fileName ?? 'resume');
  await writeFile(file, asset.data, { flag: options.output ? 'w' : 'wx' });
  session.printer.result(
    { file, contentType: asset.contentType, bytes: asset.data.byteLength },
    () => `Wrote ${file} (${asset.contentType}, ${asset.data.byteLength} bytes)\n`,
  );
}
