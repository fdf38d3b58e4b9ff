import type { CreatedJob, FlushResult } from '@platform-api/emulator';
import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { Session } from '../../lib/session.ts';

interface CreateOptions {
  orgId: string;
  title: string;
  workspace?: string;
  location?: string;
  country?: string;
  remote?: boolean;
  language?: string;
}

export async function create(ctx: CliContext, options: CreateOptions, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const control = await session.control();
  const job = await control.call<CreatedJob>('POST', '/jobs', {
    orgId: options.orgId,
    title: options.title,
    ...(options.workspace ? { workspaceId: options.workspace } : {}),
    ...(options.location ? { locationName: options.location } : {}),
    ...(options.country ? { countryCode: options.country } : {}),
    ...(options.remote ? { isRemote: true } : {}),
    ...(options.language ? { language: options.language } : {}),
  });
  session.printer.result(job, () => `Published job ${job.postId} (pipeline ${job.listId ?? '-'})\n`);
}

export async function flush(ctx: CliContext, _options: unknown, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const control = await session.control();
  const result = await control.call<FlushResult>('POST', '/webhooks/flush');
  session.printer.result(
    result,
    () =>
      `Attempted ${result.attempted} deliveries: ${result.succeeded} succeeded, ${result.failed} failed\n`,
  );
}
