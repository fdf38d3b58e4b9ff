import type { PlatformClient, UsageOverview } from '@platform-api/sdk';
import type { ApiFamily, CrmUsage, UsageRecord } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import { createClient } from '../lib/config.ts';
import type { CliContext, GlobalOptions } from '../lib/context.ts';
import { CliError, connectionMessage } from '../lib/errors.ts';
import { formatInstant, formatTable, Printer } from '../lib/output.ts';

/** The families in the order of the table, with their key on the client and `client.usage()`. */
const FAMILIES = [
  ['crm', 'crm'],
  ['webhooks', 'webhooks'],
  ['job-builder', 'jobBuilder'],
  ['candidate-search', 'candidateSearch'],
  ['job-search', 'jobSearch'],
] as const satisfies readonly (readonly [ApiFamily, keyof UsageOverview])[];

/** A line under the table for a family's own quotas beyond the daily one. */
const DETAILS: Partial<
  Record<ApiFamily, (usage: UsageRecord & Record<string, unknown>) => string | undefined>
> = {
  crm: (usage) => {
    const resume = asResumeUpload(usage.resumeUpload);
    return (
      resume &&
      `CRM resume uploads (this key): ${resume.used}/${resume.dailyLimit} used, ${resume.remaining} remaining`
    );
  },
  webhooks: (usage) => {
    const endpoints = usage.endpoints as { count?: unknown; limit?: unknown } | undefined;
    return typeof endpoints?.count === 'number' && typeof endpoints.limit === 'number'
      ? `Webhook endpoints: ${endpoints.count}/${endpoints.limit}`
      : undefined;
  },
};

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
export async function readUsage(client: PlatformClient): Promise<UsageReport> {
  const overview = await client.usage();
  const families = FAMILIES.map(([family, key]): FamilyUsage => {
    const read = overview[key];
    if (read.available) return { family, status: 'ok', ...read.usage };
    const { error } = read;
    if (!('statusCode' in error)) {
      // No answer (CONNECTION_ERROR, TIMEOUT): the reason in the CLI's words, as a failed command says it.
      const message = connectionMessage(error.message);
      return { family, status: 'error', statusCode: null, errorCode: error.errorCode, message };
    }
    if (error.statusCode === 404) return { family, status: 'unavailable' };
    const { statusCode, errorCode, message } = error;
    return { family, status: 'error', statusCode, errorCode, message };
  });
  const crm = overview.crm;
  return { families, resumeUpload: crm.available ? (asResumeUpload(crm.usage.resumeUpload) ?? null) : null };
}

function renderUsage(report: UsageReport, now: Date): string {
  const table = formatTable(report.families, [
    { header: 'family', value: (row) => row.family },
    {
      header: 'used/dailyQuota',
      value: (row) =>
        row.status === 'ok'
          ? `${row.used}/${row.dailyQuota}`
          : row.status === 'error'
            ? row.errorCode
            : 'n/a',
    },
    { header: 'remaining', value: (row) => (row.status === 'ok' ? String(row.remaining) : '') },
    { header: 'resets at', value: (row) => (row.status === 'ok' ? formatInstant(row.resetsAt, now) : '') },
  ]);
  const details = report.families.flatMap((row) => {
    if (row.status === 'error') return [`${row.family}: ${row.message}`];
    const line =
      row.status === 'ok' ? DETAILS[row.family]?.(row as UsageRecord & Record<string, unknown>) : undefined;
    return line ? [line] : [];
  });
  return details.length > 0 ? `${table}\n${details.join('\n')}\n` : table;
}

export async function run(ctx: CliContext, _options: unknown, command: Command): Promise<void> {
  const globals = command.optsWithGlobals<GlobalOptions>();
  const printer = new Printer(ctx, globals);
  const client = await createClient(ctx, globals, printer);
  const report = await readUsage(client);
  printer.result(report, () => renderUsage(report, ctx.now()));
  // The other rows are shown; the exit code still says that a read failed.
  const failed = report.families.filter(isFailure);
  if (failed.length > 0) {
    const which = failed.map(failureLabel).join(', ');
    throw new CliError(`Usage could not be read for ${which}; the other families are shown`, {
      code: 'USAGE_INCOMPLETE',
    });
  }
}
