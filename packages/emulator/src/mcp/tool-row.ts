import { type AnyOperation, intParam } from '@platform-api/sdk/operations';
import { type ErrorEnvelope, objectIdSchema } from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import { nextUtcMidnight } from '../engine/clock.ts';
import type { Answer, OperationCall } from './invoke.ts';

// What every agent tool is (a row over the operation table: the operations it calls, its schemas,
// how an answer becomes its result and its text) and what several tools share: paging arguments
// and lines, the workspace argument, when a rate limit lifts. The tools: tools/<family>.ts.

/** Calls an operation with the caller's key (see `invoke`): its answer, of the operation's response type. */
export type Call = <O extends AnyOperation>(op: O, call?: OperationCall) => Promise<z.output<O['response']>>;

/** What a tool may call: the answer, or the answer and whether it replays a stored one. */
export interface Calls {
  call: Call;
  callWithReplay: <O extends AnyOperation>(op: O, call?: OperationCall) => Promise<Answer<O>>;
  /** The emulator's clock (ms), for the instant a rate limit lifts. */
  now: () => number;
}

/**
 * When a 429 lifts, as the API counts it: a daily quota at the next UTC midnight (the instant its
 * message names), a per-minute window `retryAfter` seconds from now.
 */
export function rateLimitLifts(envelope: ErrorEnvelope, nowMs: number): { at: string; inSeconds: number } {
  const period = Array.isArray(envelope.details) ? undefined : envelope.details?.period;
  const wait = envelope.retryAfter ?? 60;
  const atMs = period === 'utc_day' ? nextUtcMidnight(nowMs) : nowMs + wait * 1000;
  return { at: new Date(atMs).toISOString(), inSeconds: wait };
}

/**
 * The last line of a list's text: the next page, or, on the last page the API serves (`lastPage`),
 * that more rows exist beyond it; an agent is never sent to a page the API refuses.
 */
export function moreLine(r: { page: number; hasMore: boolean }, rows: string, lastPage: number): string {
  if (!r.hasMore) return `no more ${rows}`;
  if (r.page >= lastPage)
    return `more ${rows} match beyond page ${lastPage}, the last page the API serves: narrow the query (more precise words or filters) to reach them`;
  return `more: call again with page ${r.page + 1}`;
}

/**
 * One agent tool: a row over the operation table. `ops` are the operations it calls (its quota and
 * rules are theirs); `input` and `output` derive from their schemas; `run` maps arguments to a call
 * and the answer to the tool's result.
 */
export interface ToolRow<
  I extends z.ZodMiniObject = z.ZodMiniObject,
  O extends z.ZodMiniObject = z.ZodMiniObject,
> {
  name: string;
  title: string;
  /** What it does, what it costs, its limits: an agent must be able to use it from this alone. */
  description: string;
  ops: readonly AnyOperation[];
  input: I;
  output: O;
  /** Read-only tools change nothing; idempotent ones may be repeated safely. */
  annotations: { readOnlyHint: boolean; destructiveHint?: boolean; idempotentHint?: boolean };
  run(args: z.output<I>, calls: Calls): Promise<z.input<O>>;
  /**
   * The text block beside the structured result, in the one style of every tool: readable lines,
   * the record's id first, one record or row per line (a list ends with its paging line), never
   * JSON. `structuredContent` carries every field.
   */
  text(result: z.output<O>): string;
  /**
   * The tool's argument behind each REST path parameter (`{ id: 'contactId' }`): an API error about
   * the parameter names the argument the agent sent.
   */
  pathArguments?: Readonly<Record<string, string>>;
}

export function tool<I extends z.ZodMiniObject, O extends z.ZodMiniObject>(row: ToolRow<I, O>): ToolRow {
  return row as unknown as ToolRow;
}

/** The `workspaceId` argument of the tools whose operations act in a workspace. */
export const workspaceId = z
  .optional(objectIdSchema)
  .check(
    z.describe(
      'Workspace to act in (24-character hex id). Needed only when your API key grants several workspaces; otherwise its one workspace is used.',
    ),
  );
/** The paging of a list operation (its row's bounds and defaults). */
export function pagingOf(op: AnyOperation) {
  if (!op.paging) throw new TypeError(`${op.id} takes no page`);
  return op.paging;
}

/** The `page` and `pageSize` arguments of a list tool: the bounds and defaults of its operation's row. */
export function pageArguments(op: AnyOperation) {
  const { page, pageSize } = pagingOf(op);
  return {
    page: z
      .optional(intParam(1, page.max))
      .check(z.describe(`Page number, 1 to ${page.max} (default ${page.default}).`)),
    pageSize: z
      .optional(intParam(1, pageSize.max))
      .check(z.describe(`Rows per page, 1 to ${pageSize.max} (default ${pageSize.default}).`)),
  };
}

/** How a search tool pages, in its description. */
export function pagesSentence(op: AnyOperation): string {
  const { page, pageSize } = pagingOf(op);
  return `Pages: page 1 to ${page.max}, pageSize 1 to ${pageSize.max} (default ${pageSize.default}), hasMore`;
}
