import type { JobCreateInput } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { formatFields } from '../../lib/output.ts';
import { Session } from '../../lib/session.ts';
import type { PromptOptions } from './prompt-options.ts';
import { promptBody, renderJob } from './shared.ts';

export async function run(
  ctx: CliContext,
  words: string[],
  options: PromptOptions & { publish?: boolean; idempotencyKey?: string },
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const body = await promptBody(ctx, words, options, {
    publishMode: options.publish ? 'publish' : undefined,
  });
  const client = await session.client();
  const { data: result, replayed } = await client.jobBuilder
    .createJob(body as JobCreateInput, { idempotencyKey: options.idempotencyKey })
    .withResponse();
  session.printer.result(result, () => {
    const headline = replayed
      ? `Job ${result.postId} was already created with this idempotency key (replayed)`
      : `Created job ${result.postId} (${result.publishMode === 'publish' ? 'sent to approval' : 'draft'})`;
    const facts = formatFields([
      ['post', result.postId],
      ['status', result.status],
      ['pipeline', result.listId ?? undefined],
    ]);
    return `${headline}\n\n${facts}${renderJob(result.job)}`;
  });
}
