import type { APIError, ApiFamily, CrmUsage, PlatformClient, UsageRecord } from '@platform-api/sdk';
import type { Command } from 'commander';
import { createClient } from '../lib/config.ts';
import type { CliContext, GlobalOptions } from '../lib/context.ts';
import { examples } from '../lib/help.ts';
import { formatInstant, formatTable, Printer } from '../lib/output.ts';

/**
 * How one family's usage is read and shown. Families whose SDK resource has a `usage()` method use
 * it; the others go through the client's low-level `request` to `GET /api/v3.0/<family>/public/usage`.
 * Adding a family to the command is one entry in {@link USAGE_FAMILIES}.
 */
export interface UsageFamily {
  family: ApiFamily;
  /** Reads the usage record. @default the low-level `GET /<family>/public/usage` */
  read?: (client: PlatformClient) => PromiseLike<UsageRecord>;
  /** A line under the table for the family's own quotas beyond the daily one. */
  detail?: (usage: UsageRecord & Record<string, unknown>) => string | undefined;
}

export const USAGE_FAMILIES: readonly UsageFamily[] = [
  {
    family: 'crm',
    read: (client) => client.crm.usage(),
    detail: (usage) => {
      const resume = asResumeUpload(usage.resumeUpload);
      return (
        resume &&
        `CRM resume uploads (this key): ${resume.used}/${resume.dailyLimit} used, ${resume.remaining} remaining`
      );
    },
  },
  {
    family: 'webhooks',
    detail: (usage) => {
      const endpoints = usage.endpoints as { count?: unknown; limit?: unknown } | undefined;
      return typeof endpoints?.count === 'number' && typeof endpoints.limit === 'number'
        ? `Webhook endpoints: ${endpoints.count}/${endpoints.limit}`
        : undefined;
    },
  },
  { family: 'job-builder' },
  { family: 'candidate-search' },
  { family: 'job-search' },
];

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
  /** The service has no usage endpoint for this family (yet). */
  | { family: ApiFamily; status: 'unavailable' }
  /** The key may not use this family (403 `PLAN_REQUIRED`, `SCOPE_FORBIDDEN`, ...) or it failed. */
  | { family: ApiFamily; status: 'error'; statusCode: number; errorCode: string; message: string };

export interface UsageReport {
  families: FamilyUsage[];
  /** The CRM per-key resume upload quota, when the CRM usage could be read. */
  resumeUpload: CrmUsage['resumeUpload'] | null;
}

function isUsageRecord(value: unknown): value is UsageRecord {
  const record = value as Partial<UsageRecord> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.dailyQuota === 'number' &&
    typeof record.used === 'number' &&
    typeof record.remaining === 'number'
  );
}

function readGeneric(client: PlatformClient, family: ApiFamily): PromiseLike<unknown> {
  return client.request({ method: 'GET', family, path: '/usage' });
}

/**
 * Reads one family. Answers the service gives per family become the row (404: no usage endpoint,
 * 403: not allowed for this key); what concerns the whole command (a bad key, no connection) throws.
 */
async function readFamily(client: PlatformClient, entry: UsageFamily): Promise<FamilyUsage> {
  const { family } = entry;
  try {
    const usage = await (entry.read ? entry.read(client) : readGeneric(client, family));
    if (!isUsageRecord(usage)) return { family, status: 'unavailable' };
    return { family, status: 'ok', ...usage };
  } catch (error) {
    // Loaded already (the client exists): a static import would load the SDK for every command.
    const { isPlatformError } = await import('@platform-api/sdk');
    if (!isPlatformError(error) || typeof (error as Partial<APIError>).statusCode !== 'number') throw error;
    const apiError = error as APIError;
    if (apiError.statusCode === 401) throw error;
    if (apiError.statusCode === 404) return { family, status: 'unavailable' };
    return {
      family,
      status: 'error',
      statusCode: apiError.statusCode,
      errorCode: apiError.errorCode,
      message: apiError.message,
    };
  }
}

/**
 * Usage of every family, read in parallel. An error that concerns the whole command (bad key, no
 * connection) is thrown, the first family's in list order.
 */
export async function readUsage(client: PlatformClient): Promise<UsageReport> {
  const settled = await Promise.allSettled(USAGE_FAMILIES.map((entry) => readFamily(client, entry)));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const families = settled.map((result) => (result as PromiseFulfilledResult<FamilyUsage>).value);
  const crm = families.find((row) => row.family === 'crm');
  const resumeUpload =
    crm?.status === 'ok' ? (asResumeUpload((crm as Record<string, unknown>).resumeUpload) ?? null) : null;
  return { families, resumeUpload };
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
    const entry = USAGE_FAMILIES.find((candidate) => candidate.family === row.family);
    const line =
      row.status === 'ok' ? entry?.detail?.(row as UsageRecord & Record<string, unknown>) : undefined;
    return line ? [line] : [];
  });
  return details.length > 0 ? `${table}\n${details.join('\n')}\n` : table;
}

export function registerUsageCommand(program: Command, ctx: CliContext): void {
  program
    .command('usage')
    .summary("today's quota use across the API families")
    .description(
      "Today's quota use across the API families at a glance: one row per family (used/dailyQuota, " +
        'remaining, reset time), plus the CRM resume-upload quota of this key. Spends no quota. ' +
        'A family the key may not use shows its error code (PLAN_REQUIRED, SCOPE_FORBIDDEN); ' +
        'a family the service does not offer usage for shows n/a.',
    )
    .addHelpText(
      'after',
      examples(
        'platform-api usage',
        'platform-api usage --json | jq \'.families[] | select(.status == "ok")\'',
      ),
    )
    .action(async (_options: unknown, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const printer = new Printer(ctx, globals);
      const client = await createClient(ctx, globals, printer);
      const report = await readUsage(client);
      printer.result(report, () => renderUsage(report, ctx.now()));
    });
}
