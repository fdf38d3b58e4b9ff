import type { Command } from 'commander';
import { type FieldFacts, OPERATIONS, type OperationId } from '../generated/operations.ts';
import { integerIn } from './input.ts';

export type { FieldFacts, OperationFacts, OperationId } from '../generated/operations.ts';
export { OPERATIONS, USAGE_READS_PER_MINUTE } from '../generated/operations.ts';

/** The operations each command sends, as declared by its flag file. */
const sends = new WeakMap<Command, readonly OperationId[]>();

/**
 * Declares that `command` sends `ids` (operations of the SDK's table). `test/operations.test.ts`
 * walks the program: an operation of the table that no command declares fails it, so a new
 * operation cannot be forgotten.
 */
export function sendsOperations<C extends Command>(command: C, ...ids: OperationId[]): C {
  sends.set(command, ids);
  return command;
}

/** `platform-api pipelines show`: a command's full name. */
export function commandPath(command: Command): string {
  const names: string[] = [];
  for (let each: Command | null = command; each; each = each.parent) names.unshift(each.name());
  return names.join(' ');
}

/** Every operation declared by a command of `program`, with the commands that declare it. */
export function declaredOperations(program: Command): Map<OperationId, string[]> {
  const found = new Map<OperationId, string[]>();
  const walk = (command: Command) => {
    for (const id of sends.get(command) ?? [])
      found.set(id, [...(found.get(id) ?? []), commandPath(command)]);
    for (const sub of command.commands) walk(sub);
  };
  walk(program);
  return found;
}

/**
 * The facts of one query or body field of an operation (its type, bounds, choices).
 * @throws {Error} when the table has no such field: a renamed field fails every `--help` test.
 */
export function fieldOf(id: OperationId, where: 'query' | 'body', name: string): FieldFacts {
  const fields = OPERATIONS[id][where] as Readonly<Record<string, FieldFacts>> | null;
  const facts = fields?.[name];
  if (!facts) throw new Error(`The operation table has no ${where} field "${name}" in ${id}`);
  return facts;
}

/** `1-50`, `up to 200 characters`, `2 to 300 characters`, `at most 30`: a field's bounds in words. */
export function boundsText(facts: FieldFacts): string {
  if (facts.minimum !== undefined && facts.maximum !== undefined) return `${facts.minimum}-${facts.maximum}`;
  if (facts.maxLength !== undefined) {
    return facts.minLength !== undefined && facts.minLength > 1
      ? `${facts.minLength} to ${facts.maxLength} characters`
      : `up to ${facts.maxLength} characters`;
  }
  if (facts.maxItems !== undefined) return `at most ${facts.maxItems}`;
  if (facts.enum) return facts.enum.join('|');
  return '';
}

/** Commander's parser for an integer field of the table: its own bounds. */
export function integerField(
  id: OperationId,
  where: 'query' | 'body',
  name: string,
): (value: string) => number {
  const facts = fieldOf(id, where, name);
  return integerIn(facts.minimum ?? 0, facts.maximum ?? Number.MAX_SAFE_INTEGER);
}

/** Flags of the paginated reads: `--page`, `--page-size` and `--all`. */
export interface PageOptions {
  page?: number;
  pageSize?: number;
  all?: boolean;
}

/**
 * Adds `--page`, `--page-size` and `--all` to the command of a paginated operation, their bounds
 * from the table (`page` 1-10000 and `pageSize` 1-50 on CRM and webhooks lists; 1-100 and 1-25 on
 * the searches). `--all` follows `hasMore` from `--page` on, with its progress on stderr.
 */
export function addPageOptions(command: Command, id: OperationId, noun: string): Command {
  const where = OPERATIONS[id].list?.pageIn ?? 'query';
  const paging = OPERATIONS[id].paging;
  const page = fieldOf(id, where, 'page');
  const pageSize = fieldOf(id, where, 'pageSize');
  const cost = OPERATIONS[id].metering === 'metered' ? '; each page is one call of the daily quota' : '';
  return command
    .option(
      `--page <n>`,
      `page to read, ${boundsText(page)} (default: ${paging?.page.default ?? 1})`,
      integerField(id, where, 'page'),
    )
    .option(
      '--page-size <n>',
      `${noun} per page, ${boundsText(pageSize)} (default: ${paging?.pageSize.default ?? "the service's"}; ${paging?.pageSize.max ?? 'the largest'} with --all)`,
      integerField(id, where, 'pageSize'),
    )
    .option('--all', `read every page from --page on, following hasMore${cost}`);
}

/** The largest page size of a paginated operation (what `--all` asks for). */
export function largestPageSize(id: OperationId): number | undefined {
  return OPERATIONS[id].paging?.pageSize.max;
}
