import type { JobGenerateInput } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { Session } from '../../lib/session.ts';
import type { PromptOptions } from './prompt-options.ts';
import { promptBody, renderJob } from './shared.ts';

export async function run(
  ctx: CliContext,
  words: string[],
  options: PromptOptions & { includeDescription?: boolean },
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const body = await promptBody(ctx, words, options, { includeDescription: options.includeDescription });
  const client = await session.client();
  const job = await client.jobBuilder.generate(body as JobGenerateInput);
  session.printer.result(job, () => `Preview (nothing saved)\n\n${renderJob(job)}`);
}
