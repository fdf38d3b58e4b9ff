import type { PipelineCreateInput } from '@platform-api/sdk/schemas';
import { COLOR_PATTERN } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { bodyFrom } from '../../lib/input.ts';
import { Session } from '../../lib/session.ts';
import { renderBoard } from './show.run.ts';

interface CreateOptions {
  name?: string;
  color?: string;
  stage?: string[];
  copyFrom?: string;
  idempotencyKey?: string;
  data?: string;
}

/** Colors given to stages named without one, in turn (the API requires a color per stage). */
const STAGE_PALETTE = ['blue', 'teal', 'green', 'yellow', 'orange', 'red', 'purple', 'gray'];

/**
 * `Interview:orange` → `{ name: 'Interview', color: 'orange' }`. A stage name may hold colons
 * (`Call: first`): only a color right after the last colon, without a space, is taken as one.
 */
export function parseStage(text: string, index: number): { name: string; color: string } {
  const colon = text.lastIndexOf(':');
  const tail = colon > 0 ? text.slice(colon + 1) : '';
  if (colon > 0 && COLOR_PATTERN.test(tail)) return { name: text.slice(0, colon).trim(), color: tail };
  return { name: text.trim(), color: STAGE_PALETTE[index % STAGE_PALETTE.length]! };
}

export async function run(ctx: CliContext, options: CreateOptions, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const body = await bodyFrom(ctx, options.data, {
    name: options.name,
    color: options.color,
    stages: options.stage?.map(parseStage),
    copyFromListId: options.copyFrom,
  });
  if (typeof body.name !== 'string')
    throw new CliError('pipelines create needs --name <name> (or a "name" in --data)');
  const client = await session.client();
  const { data: pipeline, replayed } = await client.crm.lists
    .create(body as PipelineCreateInput, { idempotencyKey: options.idempotencyKey })
    .withResponse();
  session.printer.result(pipeline, () => {
    const headline = replayed
      ? `Pipeline ${pipeline.id} was already created with this idempotency key (replayed)`
      : `Created pipeline ${pipeline.id}`;
    return `${headline}\n\n${renderBoard(pipeline, new Map(), session.printer, ctx.io.columns?.())}`;
  });
}
