import { styleText } from 'node:util';
import type { CliIo } from './context.ts';

/** The few styles the CLI uses: headers, hints, and good / warning / bad states. */
export type Style = 'bold' | 'dim' | 'red' | 'green' | 'yellow' | 'cyan';

/**
 * Whether to colour what goes to `stream`. Off with `--no-color` (`flag === false`) or a non-empty
 * `NO_COLOR` (no-color.org); on with `FORCE_COLOR` (but `0` / `false`), even into a pipe; otherwise
 * only on a terminal whose `TERM` is not `dumb`. The order is the one most CLIs follow: an explicit
 * flag, then the variables, then the terminal.
 */
export function colorEnabled(io: CliIo, stream: 'stdout' | 'stderr', flag: boolean | undefined): boolean {
  if (flag === false) return false;
  const env = io.env;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  const tty = stream === 'stdout' ? io.stdoutIsTTY : io.stderrIsTTY;
  return tty === true && env.TERM !== 'dumb';
}

/**
 * Paints text for one stream, or leaves it as is when colour is off. Node's own `util.styleText`
 * does the painting: no dependency, and the escape codes are Node's. The decision is ours
 * ({@link colorEnabled}), so it is told not to look at a stream itself.
 */
export class Painter {
  readonly enabled: boolean;

  constructor(enabled: boolean) {
    this.enabled = enabled;
  }

  paint(style: Style | readonly Style[], text: string): string {
    if (!this.enabled || text === '') return text;
    return styleText(style as Parameters<typeof styleText>[0], text, { validateStream: false });
  }
}

/** The visible width of `text`: escape sequences (colour) take none. */
export function visibleLength(text: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is matched
  return [...text.replace(/\u001b\[[0-9;]*m/g, '')].length;
}
