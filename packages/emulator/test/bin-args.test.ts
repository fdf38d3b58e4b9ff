import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runEmulatorCli } from '../src/node/cli.ts';
import { EMULATOR_FLAGS, emulatorHelp, flagSyntax, parseEmulatorArgs } from '../src/node/flags.ts';
import { controlTokenProblem } from '../src/options.ts';

// The command line is read before anything else is loaded, so these run in-process; the built
// binary's answers are in server.test.ts.

/** `runEmulatorCli(argv)`'s rejection message, or 'ok'. */
async function problemOf(argv: string[]): Promise<string> {
  try {
    await runEmulatorCli(argv, () => {});
    return 'ok';
  } catch (error) {
    return (error as Error).message;
  }
}

/** The flags the help's Options section lists: `--name` and its `<placeholder>`, if any. */
function helpFlags(help: string): { name: string; value: string | undefined }[] {
  const options = help.slice(help.indexOf('\nOptions:\n'));
  return [...options.matchAll(/^ {2}(?:-\w, )?--([\w-]+)(?: (<[^>]+>))?/gm)].map((m) => ({
    name: m[1]!,
    value: m[2],
  }));
}

describe('platform-emulator arguments', () => {
  it('ignores a leading `--`, as `pnpm emulator -- --port 4107` passes it on', async () => {
    const lines: string[] = [];
    await runEmulatorCli(['--', '--help'], (line) => lines.push(line));
    expect(lines.join('\n')).toMatch(/^Usage: platform-emulator /);
    // The flags after it are read: a bad --port is reported as such, not as an unexpected argument.
    expect(await problemOf(['--', '--port', '99999'])).toBe(
      '--port must be a port number (0 to 65535), got "99999" (platform-emulator --help lists the flags)',
    );
  });

  it('--help lists exactly the flags the parser takes, each with its value', () => {
    const listed = helpFlags(emulatorHelp());
    // Every flag of the table is listed as the parser reads it...
    expect(listed.filter((flag) => !['help', 'version'].includes(flag.name))).toEqual(
      EMULATOR_FLAGS.map((flag) => ({ name: flag.name, value: flag.value })),
    );
    expect(listed.map((flag) => flag.name)).toEqual(expect.arrayContaining(['help', 'version']));
    // ... and every flag listed is one the parser takes: with a valid value it parses, with none
    // it is refused as a missing value, never as an unknown flag.
    for (const flag of listed) {
      const sample = EMULATOR_FLAGS.find((each) => each.name === flag.name);
      const value =
        sample?.default ?? sample?.choices?.[0] ?? (flag.name === 'control-token' ? 'secret-token' : 'x');
      const argv = flag.value ? [`--${flag.name}`, value] : [`--${flag.name}`];
      expect(() => parseEmulatorArgs(argv), argv.join(' ')).not.toThrow();
      if (flag.value) {
        expect(() => parseEmulatorArgs([`--${flag.name}`])).toThrow(
          `--${flag.name} needs a value: ${flagSyntax(sample!)}`,
        );
      }
    }
    // The two flags the old hand-written help left out.
    expect(emulatorHelp()).toContain('--autosave <ms>');
    expect(emulatorHelp()).toContain('--control-token <token>');
  });

  it('reads every flag into the server options, with the defaults of the table', () => {
    expect(parseEmulatorArgs([])).toEqual({
      action: 'start',
      options: {
        port: 4010,
        host: '127.0.0.1',
        seed: 'demo',
        allowLocalWebhooks: false,
        state: undefined,
        autosaveMs: 1000,
        controlToken: undefined,
        unlimited: false,
      },
    });
    expect(
      parseEmulatorArgs([
        '--port=0',
        '--host',
        '::1',
        '--seed',
        'empty',
        '--allow-local-webhooks',
        '--state',
        's.json',
        '--autosave',
        '0',
        '--control-token',
        'token-of-8',
        '--unlimited',
      ]),
    ).toEqual({
      action: 'start',
      options: {
        port: 0,
        host: '::1',
        seed: 'empty',
        allowLocalWebhooks: true,
        state: 's.json',
        autosaveMs: 0,
        controlToken: 'token-of-8',
        unlimited: true,
      },
    });
    expect(parseEmulatorArgs(['-h'])).toEqual({ action: 'help' });
    expect(parseEmulatorArgs(['--port', 'abc', '--help'])).toEqual({ action: 'help' });
    expect(parseEmulatorArgs(['-V'])).toEqual({ action: 'version' });
  });

  it('--version prints the package version', async () => {
    const lines: string[] = [];
    await runEmulatorCli(['--version'], (line) => lines.push(line));
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(lines).toEqual([version]);
  });

  it('refuses a bad command line with a message that says what to change', async () => {
    const suffix = ' (platform-emulator --help lists the flags)';
    const cases: [string[], string][] = [
      [['--port', 'abc'], '--port must be a port number (0 to 65535), got "abc"'],
      [['--port=-1'], '--port must be a port number (0 to 65535), got "-1"'],
      [
        ['--port', '-1'],
        '--port needs a value: --port <n> (a value that starts with "-" is written --port=VALUE)',
      ],
      [['--port', '1.5'], '--port must be a port number (0 to 65535), got "1.5"'],
      [['--seed', 'lots'], '--seed must be demo or empty, got "lots"'],
      [
        ['--autosave', 'soon'],
        '--autosave must be a number of milliseconds (0 to switch it off), got "soon"',
      ],
      // Beyond a timer's longest delay, Node fires the interval at once: every millisecond.
      [
        ['--autosave', '3000000000'],
        '--autosave must be a number of milliseconds (0 to switch it off), got "3000000000"',
      ],
      [['--prot', '4010'], 'unknown flag --prot'],
      [['serve'], 'unexpected argument "serve": every setting is a --flag'],
      [['--state'], '--state needs a value: --state <file>'],
      [['--unlimited=yes'], '--unlimited takes no value'],
    ];
    for (const [argv, message] of cases) expect(await problemOf(argv), argv.join(' ')).toBe(message + suffix);
  });

  it('--control-token takes the same rule as the option', async () => {
    for (const token of ['abc', '', '        ', 'with space']) {
      expect(await problemOf(['--control-token', token, '--port', '0'])).toBe(
        `--control-token ${controlTokenProblem(token)} (platform-emulator --help lists the flags)`,
      );
    }
    expect(controlTokenProblem('abc')).toMatch(/^must be at least 8 characters, all visible ASCII/);
  });
});
