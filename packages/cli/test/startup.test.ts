import { EMULATOR_FLAGS } from '@platform-api/emulator/node';
import {
  MIN_REDACTED_LENGTH as SDK_MIN_REDACTED_LENGTH,
  REDACTED as SDK_REDACTED,
} from '@platform-api/sdk/operations';
import { describe, expect, it } from 'vitest';
import { useBuiltPackages } from '../../../test/lib/build.ts';
import { CLI_BIN, EMULATOR_BIN, runRecordingImports, spawnTestTimeout } from '../../../test/lib/processes.ts';
import { MIN_REDACTED_LENGTH, REDACTED } from '../src/lib/context.ts';
import { runCli } from '../src/program.ts';

// What the binaries load before they answer: the speed itself is measured by `pnpm bench`
// (bench/startup.bench.ts); these tests hold the reason it is fast.
useBuiltPackages();

/**
 * What a quick answer must not load: the SDK (its operation table and schemas) and what the emulator
 * is made of (its bundle imports these packages, so loading it loads them).
 */
const HEAVY = [/\/packages\/sdk\//, /\/node_modules\/(msw|@msw|zod|ky|@modelcontextprotocol)\//];

function heavyModules(modules: readonly string[]): string[] {
  return modules.filter((url) => HEAVY.some((pattern) => pattern.test(url)));
}

describe('what a quick answer loads', () => {
  it(
    'platform-api --help, --version, a usage error and a command help load neither the SDK nor the emulator',
    async () => {
      for (const [args, code] of [
        [['--help'], 0],
        [['--version'], 0],
        [['--bogus'], 1],
        [['contacts', 'list', '--page', '0'], 1],
        [['contacts', 'create', '--help'], 0],
        [['emulator', 'start', '--help'], 0],
        [['emulator', 'start', '--port', 'abc'], 1],
        [['pipelines', 'show', '--help'], 0],
        [['webhooks', 'listen', '--help'], 0],
        [['api', '--help'], 0],
        [['jobs', 'search', '--job-type', 'weekly'], 1],
        [['usage', '--interval', '1'], 1],
        [['completion', 'bash'], 0],
        [['__complete', 'pipelines', ''], 0],
        [['config', 'list', '--names'], 0],
      ] as const) {
        const run = await runRecordingImports(CLI_BIN, args);
        expect(run.code, args.join(' ')).toBe(code);
        expect(heavyModules(run.modules), args.join(' ')).toEqual([]);
        expect(
          run.modules.some((url) => url.includes('/commander/')),
          'the recorder sees the imports',
        ).toBe(true);
      }
    },
    spawnTestTimeout(15),
  );

  it(
    'a command that runs loads what it needs (the recorder sees a lazy import)',
    async () => {
      const run = await runRecordingImports(CLI_BIN, [
        'webhooks',
        'sign',
        '--secret',
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        '--body-file',
        'package.json',
        '--timestamp',
        '2026-01-01T00:00:00Z',
      ]);
      expect(run.code).toBe(0);
      expect(run.modules.some((url) => /\/packages\/sdk\/dist\/operations\//.test(url))).toBe(true);
    },
    spawnTestTimeout(1),
  );

  it(
    'platform-emulator --help, --version and a bad flag do not load the emulator',
    async () => {
      for (const [args, code] of [
        [['--help'], 0],
        [['--version'], 0],
        [['--port', 'abc'], 1],
      ] as const) {
        const run = await runRecordingImports(EMULATOR_BIN, args);
        expect(run.code, args.join(' ')).toBe(code);
        expect(heavyModules(run.modules), args.join(' ')).toEqual([]);
      }
    },
    spawnTestTimeout(3),
  );
});

describe('platform-api emulator start', () => {
  it('lists every flag of platform-emulator, with its value, in its help', async () => {
    let stdout = '';
    const code = await runCli(['emulator', 'start', '--help'], {
      stdout: (text) => {
        stdout += text;
      },
      stderr: () => {},
      env: {},
      readStdin: async () => new Uint8Array(),
    });
    expect(code).toBe(0);
    const options = stdout.slice(stdout.indexOf('\nOptions:\n'), stdout.indexOf('\nGlobal Options:\n'));
    const listed = [...options.matchAll(/^ {2}--([\w-]+)(?: (<[^>]+>))?/gm)].map((m) => ({
      name: m[1],
      value: m[2],
    }));
    expect(listed).toEqual(EMULATOR_FLAGS.map((flag) => ({ name: flag.name, value: flag.value })));
  });
});

describe('redaction', () => {
  it("uses the SDK's marker and shortest redacted value (restated so that start-up skips the SDK)", () => {
    expect([REDACTED, MIN_REDACTED_LENGTH]).toEqual([SDK_REDACTED, SDK_MIN_REDACTED_LENGTH]);
  });
});
