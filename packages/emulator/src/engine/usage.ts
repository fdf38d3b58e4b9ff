import type { AnyOperation } from '@platform-api/sdk/operations';
import type { UsageRecord } from '@platform-api/sdk/schemas';
import type { z } from 'zod';
import type { RequestContext } from './context.ts';
import type { EmulatorCore } from './core.ts';
import { dailyCounter } from './quotas.ts';

/** JSON has no Infinity: an unlimited quota (`--unlimited`) reads as Number.MAX_SAFE_INTEGER. */
export function finiteLimit(n: number): number {
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
}

/** `{ limit, used, remaining }` of a counter of today (remaining never below 0). */
export function counterOf(core: EmulatorCore, counter: string, limit: number) {
  const used = core.quotas.usedToday(counter);
  return { limit: finiteLimit(limit), used, remaining: finiteLimit(Math.max(0, limit - used)) };
}

export interface UsageOptions<O extends AnyOperation> {
  /** The daily counter shown. @default the organization's counter of the operation's family */
  counter?: (ctx: RequestContext) => string;
  /** Its limit. @default the family's daily quota */
  limit?: () => number;
  /** Fields the family adds to the usage record. */
  extra?: (ctx: RequestContext) => Omit<z.input<O['response']>, keyof UsageRecord>;
}

/**
 * Serves a family's `GET /public/usage`: the usage record (`dailyQuota`, `used`, `remaining`,
 * `resetsAt`, `period`) of a daily counter, plus what the family adds. Every family's usage read is
 * this one builder.
 */
export function registerUsage<O extends AnyOperation>(
  core: EmulatorCore,
  op: O,
  options: UsageOptions<O> = {},
): void {
  core.route(op, (ctx) => {
    const counter = options.counter?.(ctx) ?? dailyCounter(op.family, ctx.org.id);
    const { limit, used, remaining } = counterOf(
      core,
      counter,
      options.limit?.() ?? core.quotas.config[op.family].daily,
    );
    const record: UsageRecord = {
      dailyQuota: limit,
      used,
      remaining,
      resetsAt: core.quotas.resetsAt(),
      period: 'utc_day',
    };
    return { ...record, ...options.extra?.(ctx) } as z.input<O['response']>;
  });
}
