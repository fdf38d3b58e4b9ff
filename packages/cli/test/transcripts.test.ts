import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_IDS, DEMO_KEYS } from '@platform-api/emulator';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli as runBin, spawnTestTimeout } from '../../../test/lib/processes.ts';
import { useStandaloneEmulator } from './lib/standalone.ts';

// The transcripts of docs/cli.md (the ```console blocks after a `<!-- cli-transcript -->` line) are
// real runs: each `$ platform-api ...` line runs again here, in the docs' order, against a fresh demo
// emulator with the environment the docs set, and must print what the docs show (stdout, then
// stderr), times, dates and the ids made at run time aside.

const setup = useStandaloneEmulator();
const DOC = join(REPO_ROOT, 'docs/cli.md');

/** The environment the docs' transcripts assume (see "Trying it against the emulator"). */
const environment = (url: string) => ({
  PLATFORM_BASE_URL: url,
  PLATFORM_API_KEY: DEMO_KEYS.acmeAdmin,
  PLATFORM_WORKSPACE_ID: DEMO_IDS.acmeDefaultWorkspace,
  TZ: 'UTC',
});

interface Step {
  command: string;
  expected: string;
}

/** The commands and outputs of the marked transcripts, in the order of the page. */
function transcripts(markdown: string): Step[] {
  const steps: Step[] = [];
  for (const [, body] of markdown.matchAll(/<!-- cli-transcript -->\n```console\n([\s\S]*?)```/g)) {
    let current: Step | undefined;
    for (const line of body!.split('\n')) {
      if (line.startsWith('$ ')) {
        current = { command: line.slice(2), expected: '' };
        steps.push(current);
      } else if (current) current.expected += `${line}\n`;
    }
  }
  for (const step of steps) step.expected = `${step.expected.replace(/\n+$/, '')}\n`;
  return steps;
}

/** What differs from run to run: instants, countdowns, weekdays, and ids made during the run. */
function normalize(text: string): string {
  return text
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<instant>')
    .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (\d\d:\d\d)/g, '$2')
    .replace(/\(in (\d+[dhms] ?)+\)/g, '(in <countdown>)')
    .replace(/\d{4}-\d\d-\d\d/g, '<date>')
    .replace(/\b(?!6955b900|65f1c0de)[0-9a-f]{24}\b/g, '<id>')
    .replace(/\bevt_[0-9a-f]+/g, 'evt_<id>')
    .replace(/\n+$/, '\n');
}

/** `platform-api a b "c d"` → the arguments after `platform-api`. */
function argsOf(command: string): string[] {
  const words = [...command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
  expect(words[0], command).toBe('platform-api');
  return words.slice(1);
}

describe('the transcripts of docs/cli.md', { timeout: spawnTestTimeout(10) }, () => {
  it('are what the commands print against the demo emulator', async () => {
    const steps = transcripts(readFileSync(DOC, 'utf8'));
    expect(steps.map((step) => step.command)).toEqual(
      expect.arrayContaining([
        'platform-api usage',
        expect.stringMatching(/^platform-api pipelines show /),
        expect.stringMatching(/^platform-api api /),
      ]),
    );
    for (const step of steps) {
      const result = await runBin(argsOf(step.command), { env: environment(setup.emulator().url) });
      expect(normalize(result.stdout + result.stderr), step.command).toBe(normalize(step.expected));
    }
  });
});
