import { readFile } from 'node:fs/promises';
import { type Command, InvalidArgumentError } from 'commander';
import type { CliContext } from './context.ts';
import { CliError } from './errors.ts';

/** Reads a file's exact bytes; `-` reads standard input. */
export async function readBytes(ctx: CliContext, file: string): Promise<Uint8Array> {
  if (file === '-') return ctx.io.readStdin();
  try {
    return await readFile(file);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    throw new CliError(`Cannot read ${file}: ${reason}`, { code: 'INPUT_ERROR' });
  }
}

const utf8 = new TextDecoder();

/**
 * The JSON object of a `--data` value: inline JSON, `@FILE`, or `-` for standard input.
 * @throws {CliError} when it is not a JSON object.
 */
export async function readJsonObject(
  ctx: CliContext,
  value: string,
  flag: string,
): Promise<Record<string, unknown>> {
  let text = value;
  if (value === '-') text = utf8.decode(await ctx.io.readStdin());
  else if (value.startsWith('@')) text = utf8.decode(await readBytes(ctx, value.slice(1)));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${flag} is not valid JSON: ${(error as Error).message}`, { code: 'INPUT_ERROR' });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new CliError(`${flag} must be a JSON object`, { code: 'INPUT_ERROR' });
  }
  return parsed as Record<string, unknown>;
}

/** Commander argument parser for an integer within bounds. */
export function integerIn(min: number, max: number): (value: string) => number {
  return (value: string) => {
    const trimmed = value.trim();
    const parsed = /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      throw new InvalidArgumentError(`must be an integer from ${min} to ${max}`);
    }
    return parsed;
  };
}

/** Commander argument parser for a repeatable option: every occurrence is kept, in order. */
export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/**
 * A request body from `--data` (inline JSON, `@FILE` or `-` for stdin), with the fields given by
 * flags set on top of it (a field left `undefined` keeps what `--data` says).
 */
export async function bodyFrom(
  ctx: CliContext,
  data: string | undefined,
  fields: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const body = data === undefined ? {} : await readJsonObject(ctx, data, '--data');
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body[name] = value;
  return body;
}

/** Commander argument parser for a 24-character hex id (the API's ids). */
export function hexId(value: string): string {
  if (!/^[0-9a-fA-F]{24}$/.test(value.trim()))
    throw new InvalidArgumentError('must be a 24-character hex id');
  return value.trim();
}

/**
 * `--data <json>`: the whole request body as inline JSON, `@FILE` or `-` (stdin), the other flags
 * applied on top of it (read by {@link bodyFrom}).
 */
export function addDataOption(command: Command): Command {
  return command.option(
    '--data <json>',
    'the request body as JSON, @FILE or - (stdin); the flags above are applied on top of it',
  );
}
