import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { Session } from '../../lib/session.ts';

export async function run(
  ctx: CliContext,
  id: string,
  options: { name?: string; color?: string },
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  if (options.name === undefined && options.color === undefined) {
    throw new CliError('Nothing to update: give --name, --color, or both');
  }
  const client = await session.client();
  const pipeline = await client.crm.lists.update(id, {
    ...(options.name !== undefined ? { name: options.name } : {}),
    ...(options.color !== undefined ? { color: options.color === 'none' ? null : options.color } : {}),
  });
  session.printer.result(
    pipeline,
    () => `Updated pipeline ${pipeline.id}: ${pipeline.name ?? '-'} (color ${pipeline.color ?? 'none'})\n`,
  );
}
