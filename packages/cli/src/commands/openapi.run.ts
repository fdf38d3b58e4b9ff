import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import type { CliContext } from '../lib/context.ts';
import { formatJson } from '../lib/output.ts';
import { Session } from '../lib/session.ts';

export async function run(ctx: CliContext, options: { output?: string }, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const document = await client.jobSearch.openapi();
  if (options.output === undefined) {
    ctx.out(formatJson(document));
    return;
  }
  await writeFile(options.output, formatJson(document));
  const info = document.info as { title?: string; version?: string } | undefined;
  session.printer.result(
    { file: options.output, title: info?.title ?? null, version: info?.version ?? null },
    () =>
      `Wrote ${options.output} (${info?.title ?? 'OpenAPI document'} ${info?.version ?? ''})\n`.replace(
        ' )',
        ')',
      ),
  );
}
