import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { readBytes } from '../../lib/input.ts';
import { Session } from '../../lib/session.ts';

export async function exportState(
  ctx: CliContext,
  file: string | undefined,
  _options: unknown,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const control = await session.control();
  const state = await control.call<unknown>('GET', '/state');
  const text = `${JSON.stringify(state)}\n`;
  if (file === undefined || file === '-') {
    ctx.out(text);
    return;
  }
  await writeFile(file, text, { mode: 0o600 });
  session.printer.note(`Wrote the emulator's state to ${file} (${text.length} bytes)`);
}

export async function importState(
  ctx: CliContext,
  file: string,
  _options: unknown,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  let state: unknown;
  try {
    state = JSON.parse(new TextDecoder().decode(await readBytes(ctx, file)));
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`${file} is not JSON: ${(error as Error).message}`, { code: 'INPUT_ERROR' });
  }
  const control = await session.control();
  const answer = await control.call<{ ok: true }>('PUT', '/state', state);
  session.printer.result(answer, () => `Loaded the emulator's state from ${file}\n`);
}
