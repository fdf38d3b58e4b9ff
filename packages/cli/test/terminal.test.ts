import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_KEYS } from '@platform-api/emulator';
import { describe, expect, it } from 'vitest';
import { CLI_BIN, spawnTestTimeout } from '../../../test/lib/processes.ts';
import { useStandaloneEmulator } from './lib/standalone.ts';
import { shellQuote, TerminalSession, TMUX } from './lib/tmux.ts';

// A real terminal session (tmux, a pseudo-terminal): what a person sees. `usage --watch` redraws in
// place and stops on Ctrl-C with exit 0; colour on a terminal, none under NO_COLOR or --no-color;
// `login` asks for the key without echoing it.

const setup = useStandaloneEmulator();

/** The command line of the built CLI with its environment, for the shell in the terminal. */
function command(args: string[], env: Record<string, string> = {}): string {
  const vars = {
    PLATFORM_BASE_URL: setup.emulator().url,
    PLATFORM_API_KEY: DEMO_KEYS.globexAdmin,
    XDG_CONFIG_HOME: join(setup.dir(), 'config'),
    TZ: 'UTC',
    ...env,
  };
  const assignments = Object.entries(vars).map(([name, value]) => `${name}=${shellQuote(value)}`);
  return ['env', '-u', 'NO_COLOR', '-u', 'FORCE_COLOR', ...assignments, process.execPath, CLI_BIN, ...args]
    .map((word, i) => (i < 5 || word.includes('=') ? word : shellQuote(word)))
    .join(' ');
}

/** The time of the last refresh the watch shows. */
const lastRead = (screen: string) => /last read (\d\d:\d\d:\d\d)/.exec(screen)?.[1];

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is looked for
const ESCAPE = /\u001b\[/;

describe.skipIf(!TMUX)('in a terminal', { timeout: spawnTestTimeout(4) }, () => {
  it('usage --watch redraws the table in place, in colour, and stops on Ctrl-C with exit 0', async () => {
    const terminal = await TerminalSession.start(command(['usage', '--watch', '--interval', '2']));
    try {
      const first = await terminal.waitFor(/RESETS[\s\S]*job-search/);
      const firstTime = lastRead(first);
      expect(firstTime).toMatch(/^\d\d:\d\d:\d\d$/);
      expect(first).toMatch(/^Every 2s, last read \d\d:\d\d:\d\d; Ctrl-C to stop$/m);
      // A refresh: the time moves, and the screen still holds one table (drawn over the last one).
      const next = await terminal.waitFor(new RegExp(`last read (?!${firstTime})\\d\\d:\\d\\d:\\d\\d`));
      expect(next.match(/^FAMILY /gm)).toHaveLength(1);
      expect(next.match(/^Every 2s/gm)).toHaveLength(1);
      expect(next).toMatch(/^crm\s+\d+\s+\d+\s+500\s+[█░]{12}\s+\d+%\s+(\w{3} )?00:00 UTC \(in /m);
      // Colour on a terminal: the header is bold, the bars coloured.
      const painted = await terminal.screen(true);
      expect(painted).toMatch(ESCAPE);
      await terminal.send(['C-c']);
      const ended = await terminal.waitFor(/EXIT=\d+$/m);
      expect(ended).toMatch(/EXIT=0$/m);
      expect(ended).not.toMatch(/error|Error/);
    } finally {
      await terminal.close();
    }
  });

  it('prints no colour under NO_COLOR, nor with --no-color', async () => {
    for (const [args, env] of [
      [['usage'], { NO_COLOR: '1' }],
      [['usage', '--no-color'], {}],
    ] as const) {
      const terminal = await TerminalSession.start(command([...args], env));
      try {
        const screen = await terminal.waitFor(/EXIT=\d+$/m, undefined, true);
        expect(screen, args.join(' ')).toMatch(/^FAMILY\s+USED/m);
        expect(screen, args.join(' ')).not.toMatch(ESCAPE);
      } finally {
        await terminal.close();
      }
    }
  });

  it('login asks for the key without echoing it, checks it and saves it', async () => {
    const terminal = await TerminalSession.start(
      command(['login', '--profile', 'typed', '--base-url', setup.emulator().url], { PLATFORM_API_KEY: '' }),
    );
    try {
      await terminal.waitFor(/API key \(input hidden\):\s*$/m);
      await terminal.send([DEMO_KEYS.globexAdmin], true);
      await terminal.send(['Enter']);
      const screen = await terminal.waitFor(/EXIT=\d+$/m);
      expect(screen).toMatch(/EXIT=0$/m);
      expect(screen).toContain('Saved profile "typed"');
      expect(screen).not.toContain(DEMO_KEYS.globexAdmin);
      const saved = JSON.parse(
        readFileSync(join(setup.dir(), 'config', 'platform-api', 'config.json'), 'utf8'),
      );
      expect(saved.profiles.typed.apiKey).toBe(DEMO_KEYS.globexAdmin);
    } finally {
      await terminal.close();
    }
  });

  it('fits a table to the terminal width, cutting long cells with …', async () => {
    const terminal = await TerminalSession.start(
      command(['jobs', 'search', 'customer', 'success', '--page-size', '5']),
      {
        width: 80,
      },
    );
    try {
      const screen = await terminal.waitFor(/EXIT=\d+$/m);
      const rows = screen.split('\n').filter((line) => line.trim() !== '' && !line.includes('EXIT='));
      expect(rows[0]).toMatch(/^TITLE\s+COMPANY\s+WHERE\s+TYPE\s+APPLY/);
      for (const row of rows) expect([...row].length, row).toBeLessThanOrEqual(80);
      expect(screen).toContain('…');
    } finally {
      await terminal.close();
    }
  });
});
