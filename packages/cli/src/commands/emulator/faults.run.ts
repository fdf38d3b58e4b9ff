import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { Session } from '../../lib/session.ts';

interface AddOptions {
  path: string;
  status: number;
  method?: string;
  errorCode?: string;
  times?: number;
  delayMs?: number;
}

interface Fault {
  id: string;
  method: string | null;
  path: string;
  status: number;
  errorCode: string | null;
  remaining: number;
  delayMs: number;
}

export async function add(ctx: CliContext, options: AddOptions, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const control = await session.control();
  const { path, status, method, errorCode, times, delayMs } = options;
  const answer = await control.call<{ id: string }>('POST', '/faults', {
    path,
    status,
    ...(method !== undefined ? { method: method.toUpperCase() } : {}),
    ...(errorCode !== undefined ? { errorCode } : {}),
    ...(times !== undefined ? { times } : {}),
    ...(delayMs !== undefined ? { delayMs } : {}),
  });
  session.printer.result(
    answer,
    () =>
      `Fault ${answer.id}: the next ${times ?? 1} ${method?.toUpperCase() ?? 'request'}${(times ?? 1) > 1 ? 's' : ''} under ${path} answer ${status}${delayMs ? ` after ${delayMs} ms` : ''}\n`,
  );
}

export async function list(ctx: CliContext, _options: unknown, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const control = await session.control();
  const answer = await control.call<{ items: Fault[] }>('GET', '/faults');
  session.printer.result(answer, () =>
    answer.items.length === 0
      ? 'No faults.\n'
      : session.printer.table(answer.items, [
          { header: 'id', value: (f) => f.id },
          { header: 'method', value: (f) => f.method ?? 'any' },
          { header: 'path', value: (f) => f.path, shrink: true },
          { header: 'status', value: (f) => String(f.status) },
          { header: 'error code', value: (f) => f.errorCode ?? '-' },
          { header: 'left', value: (f) => String(f.remaining), align: 'right' },
          { header: 'delay', value: (f) => (f.delayMs ? `${f.delayMs} ms` : '-'), align: 'right' },
        ]),
  );
}

export async function clear(ctx: CliContext, _options: unknown, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const control = await session.control();
  const answer = await control.call<{ cleared: number }>('DELETE', '/faults');
  session.printer.result(answer, () => `Cleared ${answer.cleared} fault${answer.cleared === 1 ? '' : 's'}\n`);
}
