import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RUN_TIMEOUT_MS, runProcess } from '../../../../test/lib/processes.ts';

/** tmux, where the machine has it (the terminal tests are skipped without it). */
export const TMUX = ['/usr/bin/tmux', '/usr/local/bin/tmux'].find(existsSync);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Single-quotes a word for the shell tmux runs the command with. */
export function shellQuote(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * A real terminal: a detached tmux session on its own server socket, running `command` in a
 * pseudo-terminal of `width` x `height`. `close()` kills the server and everything in it: call it in
 * a `finally`.
 */
export class TerminalSession {
  readonly #socket: string;

  private constructor(socket: string) {
    this.#socket = socket;
  }

  static async start(
    command: string,
    options: { width?: number; height?: number } = {},
  ): Promise<TerminalSession> {
    if (!TMUX) throw new Error('tmux is not installed');
    // A socket path of our own (not in tmux's default folder), removed by close().
    const socket = join(
      tmpdir(),
      `platform-api-test-tmux-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    );
    const session = new TerminalSession(socket);
    const started = await runProcess(TMUX, [
      '-S',
      socket,
      '-f',
      '/dev/null',
      'new-session',
      '-d',
      '-x',
      String(options.width ?? 120),
      '-y',
      String(options.height ?? 30),
      // The pane stays after the command ends, so its last screen (and exit line) can be read.
      `${command}; echo "EXIT=$?"; sleep 600`,
    ]);
    if (started.code !== 0) throw new Error(`tmux new-session failed: ${started.stderr}`);
    return session;
  }

  /** The screen as text; with `escapes`, the colour and attribute escape sequences too. */
  async screen(escapes = false): Promise<string> {
    const args = ['-S', this.#socket, 'capture-pane', '-p', ...(escapes ? ['-e'] : [])];
    return (await runProcess(TMUX!, args)).stdout;
  }

  /** Waits (polling the screen) until `pattern` shows, at most `timeoutMs`; answers the screen then. */
  async waitFor(pattern: RegExp, timeoutMs = RUN_TIMEOUT_MS, escapes = false): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    let screen = '';
    while (Date.now() < deadline) {
      screen = await this.screen(escapes);
      if (pattern.test(screen)) return screen;
      await sleep(150);
    }
    throw new Error(`the terminal showed no ${pattern} within ${timeoutMs} ms:\n${screen}`);
  }

  /** Types keys (tmux key names: `C-c`, `Enter`), or `literal` text. */
  async send(keys: string[], literal = false): Promise<void> {
    await runProcess(TMUX!, ['-S', this.#socket, 'send-keys', ...(literal ? ['-l'] : []), '--', ...keys]);
  }

  async close(): Promise<void> {
    await runProcess(TMUX!, ['-S', this.#socket, 'kill-server']);
    // tmux leaves its socket file behind.
    rmSync(this.#socket, { force: true });
  }
}
