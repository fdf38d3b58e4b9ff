import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { formatClock } from '../../lib/output.ts';
import { Session } from '../../lib/session.ts';

const UNITS: Record<string, number> = { d: 86_400, h: 3_600, m: 60, s: 1 };

/** `90`, `90s`, `15m`, `2h`, `1d`, `1h30m`, `-1h` → seconds. */
export function parseDuration(text: string): number {
  const trimmed = text.trim();
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const match = /^(-?)((?:\d+(?:\.\d+)?[dhms])+)$/.exec(trimmed);
  if (!match)
    throw new CliError(`"${text}" is not a duration: use seconds or units, e.g. 90s, 15m, 2h, 1d, 1h30m`);
  let seconds = 0;
  for (const [, amount, unit] of match[2]!.matchAll(/(\d+(?:\.\d+)?)([dhms])/g))
    seconds += Number(amount) * UNITS[unit!]!;
  return match[1] ? -seconds : seconds;
}

async function print(session: Session, answer: { now: string }, verb: string): Promise<void> {
  const local = formatClock(new Date(answer.now), session.ctx.io.env.TZ);
  session.printer.result(answer, () => `${verb}${answer.now} (local ${local})\n`);
}

export async function show(ctx: CliContext, _options: unknown, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const control = await session.control();
  await print(session, await control.call<{ now: string }>('GET', '/clock'), 'Emulator time: ');
}

export async function advance(
  ctx: CliContext,
  duration: string,
  _options: unknown,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const advanceSeconds = parseDuration(duration);
  const control = await session.control();
  await print(
    session,
    await control.call<{ now: string }>('POST', '/clock', { advanceSeconds }),
    'Emulator time is now ',
  );
}

export async function set(
  ctx: CliContext,
  instant: string,
  _options: unknown,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const control = await session.control();
  await print(
    session,
    await control.call<{ now: string }>('POST', '/clock', { set: instant }),
    'Emulator time is now ',
  );
}
