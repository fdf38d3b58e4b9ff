import type { PlatformClient, UsageOverview } from '@platform-api/sdk';
import type { ApiFamily, CrmUsage, UsageRecord } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import type { CliContext } from '../lib/context.ts';
import {
  CliError,
  connectionMessage,
  describeError,
  isWorkspaceChoiceError,
  workspaceChoiceMessage,
  workspaceDeniedHint,
} from '../lib/errors.ts';
import { workspacesOfKey } from '../lib/key-info.ts';
import { formatClock, formatReset, type Printer } from '../lib/output.ts';
import { Session } from '../lib/session.ts';
import type { Style } from '../lib/style.ts';
import { DEFAULT_WATCH_INTERVAL_SECONDS } from './usage.ts';

/** The families in the order of the table, with their key on the client and `client.usage()`. */
const FAMILIES = [
  ['crm', 'crm'],
  ['webhooks', 'webhooks'],
  ['job-builder', 'jobBuilder'],
  ['candidate-search', 'candidateSearch'],
  ['job-search', 'jobSearch'],
] as const satisfies readonly (readonly [ApiFamily, keyof UsageOverview])[];

function asResumeUpload(value: unknown): CrmUsage['resumeUpload'] | undefined {
  const resume = value as Partial<CrmUsage['resumeUpload']> | undefined;
  return typeof resume?.dailyLimit === 'number' &&
    typeof resume.used === 'number' &&
    typeof resume.remaining === 'number'
    ? (resume as CrmUsage['resumeUpload'])
    : undefined;
}

/** One row of `platform-api usage`, as printed with `--json`. */
export type FamilyUsage =
  | ({ family: ApiFamily; status: 'ok' } & UsageRecord)
  /** The service has no usage endpoint for this family (404). */
  | { family: ApiFamily; status: 'unavailable' }
  /**
   * The family's usage could not be shown: the key may not use it (403 `PLAN_REQUIRED`,
   * `SCOPE_FORBIDDEN`, ...), the service failed on it (5xx), or its read got no answer
   * (`statusCode: null`, `CONNECTION_ERROR` or `TIMEOUT`); with the reason.
   */
  | { family: ApiFamily; status: 'error'; statusCode: number | null; errorCode: string; message: string };

type ErrorRow = Extract<FamilyUsage, { status: 'error' }>;

/** A row whose read failed (server error, no answer), as opposed to a family the key may not use. */
function isFailure(row: FamilyUsage): row is ErrorRow {
  return row.status === 'error' && (row.statusCode === null || row.statusCode >= 500);
}

/** `candidate-search (500 CANDIDATE_SEARCH_API_ERROR)`, `crm (CONNECTION_ERROR)` */
function failureLabel(row: ErrorRow): string {
  return `${row.family} (${row.statusCode === null ? '' : `${row.statusCode} `}${row.errorCode})`;
}

export interface UsageReport {
  families: FamilyUsage[];
  /** The CRM per-key resume upload quota, when the CRM usage could be read. */
  resumeUpload: CrmUsage['resumeUpload'] | null;
}

/**
 * Usage of every family (`client.usage()`: five reads in parallel). A family the key may not use,
 * or whose read failed on its own (5xx, no answer), becomes its row with the reason; what concerns
 * the whole command (bad key, no connection at all, no API at the base URL) throws.
 */
export async function readUsage(
  client: PlatformClient,
  options: { signal?: AbortSignal; ctx?: CliContext } = {},
): Promise<UsageReport> {
  const overview = await client.usage(options.signal ? { signal: options.signal } : {});
  const settings = options.ctx?.settings;
  const families = await Promise.all(
    FAMILIES.map(async ([family, key]): Promise<FamilyUsage> => {
      const read = overview[key];
      if (read.available) return { family, status: 'ok', ...read.usage };
      const { error } = read;
      if (!('statusCode' in error)) {
        // No answer (CONNECTION_ERROR, TIMEOUT): the reason in the CLI's words, as a failed command says it.
        const message = connectionMessage(error.message);
        return { family, status: 'error', statusCode: null, errorCode: error.errorCode, message };
      }
      if (error.statusCode === 404) return { family, status: 'unavailable' };
      const { statusCode, errorCode } = error;
      // The CRM's read wants a workspace from a key of several, or was sent one the key lacks: said
      // in the CLI's words, as a failed command says it.
      let message = error.message;
      if (isWorkspaceChoiceError(error)) {
        const keyWorkspaces =
          options.ctx && settings ? await workspacesOfKey(options.ctx, settings, error.message) : undefined;
        message = workspaceChoiceMessage(error.message, { keyWorkspaces });
      } else if (errorCode === 'WORKSPACE_ACCESS_DENIED') {
        message += workspaceDeniedHint({ settings });
      }
      return { family, status: 'error', statusCode, errorCode, message };
    }),
  );
  const crm = overview.crm;
  return { families, resumeUpload: crm.available ? (asResumeUpload(crm.usage.resumeUpload) ?? null) : null };
}

/** The bar's width in characters. */
const BAR_WIDTH = 12;

/** `███░░░░░░░░░` for the share of the quota used. */
function bar(used: number, quota: number): string {
  const share = quota > 0 ? Math.min(1, Math.max(0, used / quota)) : 0;
  const filled = used > 0 ? Math.max(1, Math.round(share * BAR_WIDTH)) : 0;
  return '█'.repeat(filled) + '░'.repeat(BAR_WIDTH - filled);
}

/** Green below 70 % used, yellow below 90 %, red from there (and when nothing is left). */
function usageStyle(row: FamilyUsage): Style | undefined {
  if (row.status !== 'ok') return row.status === 'error' ? 'red' : 'dim';
  const share = row.dailyQuota > 0 ? row.used / row.dailyQuota : 1;
  if (row.remaining <= 0 || share >= 0.9) return 'red';
  return share >= 0.7 ? 'yellow' : 'green';
}

const ok = (row: FamilyUsage) => (row.status === 'ok' ? row : undefined);

/** A family's label: the webhooks' daily quota is the delivery cap. */
function familyLabel(row: FamilyUsage): string {
  return row.family === 'webhooks' ? 'webhooks (deliveries)' : row.family;
}

/** The table and the lines under it. */
export function renderUsage(
  report: UsageReport,
  now: Date,
  printer: Printer,
  timeZone: string | undefined,
): string {
  const table = printer.table(report.families, [
    { header: 'family', value: familyLabel },
    {
      header: 'used',
      value: (row) =>
        row.status === 'ok' ? String(row.used) : row.status === 'error' ? row.errorCode : 'n/a',
      align: 'right',
      style: (row) => (row.status === 'ok' ? undefined : usageStyle(row)),
    },
    { header: 'remaining', value: (row) => String(ok(row)?.remaining ?? ''), align: 'right' },
    { header: 'daily quota', value: (row) => String(ok(row)?.dailyQuota ?? ''), align: 'right' },
    {
      header: 'use',
      value: (row) => {
        const r = ok(row);
        if (!r) return '';
        const percent = r.dailyQuota > 0 ? Math.round((100 * r.used) / r.dailyQuota) : 0;
        return `${bar(r.used, r.dailyQuota)} ${String(percent).padStart(3)}%`;
      },
      style: usageStyle,
    },
    {
      header: 'resets',
      value: (row) => {
        const r = ok(row);
        return r ? formatReset(r.resetsAt, now, timeZone) : '';
      },
    },
  ]);
  const lines: string[] = [];
  if (report.resumeUpload) {
    const r = report.resumeUpload;
    lines.push(
      `Resume uploads (this key): ${r.used} of ${r.dailyLimit} used today, ${r.remaining} remaining`,
    );
  }
  const webhooks = report.families.find((row) => row.family === 'webhooks');
  if (webhooks?.status === 'ok') {
    const endpoints = (webhooks as { endpoints?: { count?: unknown; limit?: unknown } }).endpoints;
    const count =
      typeof endpoints?.count === 'number' && typeof endpoints.limit === 'number'
        ? `; endpoints: ${endpoints.count} of ${endpoints.limit}`
        : '';
    lines.push(
      `Webhook deliveries: ${webhooks.used} of the daily cap of ${webhooks.dailyQuota} sent today${count}`,
    );
  }
  for (const row of report.families) {
    if (row.status === 'error') lines.push(`${printer.out.paint('red', row.family)}: ${row.message}`);
  }
  return lines.length > 0 ? `${table}\n${lines.join('\n')}\n` : table;
}

/** Flags of `usage`, as commander parses them. */
interface UsageOptions {
  watch?: boolean;
  interval?: number;
}

/** The families whose read failed, as the error the exit code reports. */
function failureOf(report: UsageReport): CliError | undefined {
  const failed = report.families.filter(isFailure);
  if (failed.length === 0) return undefined;
  const which = failed.map(failureLabel).join(', ');
  return new CliError(`Usage could not be read for ${which}; the other families are shown`, {
    code: 'USAGE_INCOMPLETE',
  });
}

export async function run(ctx: CliContext, options: UsageOptions, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  if (options.watch) {
    await watchUsage(session, client, (options.interval ?? DEFAULT_WATCH_INTERVAL_SECONDS) * 1000);
    return;
  }
  const report = await readUsage(client, { ctx });
  session.printer.result(report, () => renderUsage(report, ctx.now(), session.printer, ctx.io.env.TZ));
  // The other rows are shown; the exit code still says that a read failed.
  const failure = failureOf(report);
  if (failure) throw failure;
}

/** Waits `ms`, or less when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * `usage --watch`: the table, refreshed every `intervalMs` until Ctrl-C. On a terminal each refresh
 * redraws the previous one in place (cursor up, clear); elsewhere each refresh follows the last. With
 * `--json`, one JSON line per refresh. A failed refresh (a 429 of the usage polling limit, a lost
 * connection) is shown and the watch goes on, waiting at least what a 429 asks for.
 */
async function watchUsage(session: Session, client: PlatformClient, intervalMs: number): Promise<void> {
  const { ctx, printer } = session;
  const inPlace = ctx.io.stdoutIsTTY === true && !printer.json;
  let shownLines = 0;
  const draw = (text: string) => {
    if (inPlace && shownLines > 0) ctx.out(`\u001b[${shownLines}F\u001b[J`);
    ctx.out(text);
    shownLines = text.split('\n').length - 1;
  };
  if (inPlace) ctx.out('\u001b[?25l');
  try {
    await session.untilInterrupted(async (signal) => {
      while (!signal.aborted) {
        const now = ctx.now();
        let wait = intervalMs;
        let text: string;
        try {
          const report = await readUsage(client, { signal, ctx });
          if (printer.json) {
            ctx.out(`${JSON.stringify({ at: now.toISOString(), ...report })}\n`);
            text = '';
          } else {
            text = renderUsage(report, now, printer, ctx.io.env.TZ);
          }
        } catch (error) {
          if (signal.aborted) break;
          const retryAfter = (error as { retryAfter?: unknown }).retryAfter;
          if (typeof retryAfter === 'number') wait = Math.max(wait, retryAfter * 1000);
          const report = await describeError(error, now, { settings: ctx.settings });
          if (printer.json) ctx.out(`${JSON.stringify({ at: now.toISOString(), error: report.json })}\n`);
          text = `${printer.out.paint('red', 'error:')} ${report.line}\n`;
        }
        if (!printer.json) {
          const clock = formatClock(now, ctx.io.env.TZ);
          const status = printer.out.paint(
            'dim',
            `Every ${Math.round(wait / 1000)}s, last read ${clock}; Ctrl-C to stop`,
          );
          draw(`${status}\n${text}`);
        }
        await pause(wait, signal);
      }
    });
  } finally {
    if (inPlace) ctx.out('\u001b[?25h');
  }
}
