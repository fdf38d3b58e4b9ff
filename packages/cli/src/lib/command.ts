import type { CliContext } from './context.ts';

/**
 * What a command does, given the context and commander's action arguments (positional arguments,
 * then the options, then the `Command`).
 */
export type CommandRun<Args extends unknown[]> = (ctx: CliContext, ...args: Args) => Promise<void>;

/**
 * A commander action that loads the command's module when the command runs, then calls its `run`.
 *
 * The CLI's layout: `commands/<noun>/<verb>.ts` declares a command (its arguments, flags and help)
 * and imports nothing heavier than commander; what the command does is in `<verb>.run.ts`, which
 * imports the SDK, the verifier or the emulator as it needs. Only the command that runs loads its
 * module, so `--help`, `--version` and a usage error answer without loading any of them, however
 * many commands there are (`test/startup.test.ts` checks it). A module may hold the work of a few small
 * sibling commands (`config set` and `config unset`): `name` picks the export (default `run`).
 */
export function lazyAction<Args extends unknown[]>(
  ctx: CliContext,
  load: () => Promise<{ run: CommandRun<Args> }>,
): (...args: Args) => Promise<void>;
export function lazyAction<Args extends unknown[], Name extends string>(
  ctx: CliContext,
  load: () => Promise<{ [K in NoInfer<Name>]: CommandRun<Args> }>,
  name: Name,
): (...args: Args) => Promise<void>;
export function lazyAction(
  ctx: CliContext,
  load: () => Promise<Record<string, CommandRun<unknown[]>>>,
  name = 'run',
): (...args: unknown[]) => Promise<void> {
  return async (...args) => {
    const module = await load();
    await module[name]!(ctx, ...args);
  };
}
