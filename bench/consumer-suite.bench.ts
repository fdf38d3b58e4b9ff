/**
 * The user's view of issue 20: a consumer's test suite against the emulator beside the same suite
 * answered by plain msw handlers with fixed JSON. Generated at bench time into a folder of the
 * repository (so that `@platform-api/*`, msw and vitest resolve from its `node_modules`; removed
 * after): FILES vitest files of TESTS tests each; every test makes an emulator with the demo seed
 * (or uses the msw server of its file) and makes the same five SDK calls. Both suites run with the
 * repository's vitest from the built packages (`dist`, what a user installs), with the repository's
 * pool settings (forks, two workers, each file isolated), whole runs timed spawn to exit, the two
 * suites alternated.
 *
 * Run alone: node --conditions=platform-api-source --experimental-strip-types bench/consumer-suite.bench.ts
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmulator, DEMO_KEYS } from '@platform-api/emulator';
import { PlatformClient } from '@platform-api/sdk';
import { ensureBuilt } from '../test/lib/build.ts';
import { type BenchResult, isMain, median, printTable } from './lib.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VITEST = join(ROOT, 'node_modules/vitest/vitest.mjs');
const FILES = 40;
const TESTS = 10;
const RUNS = Number(process.env.CONSUMER_SUITE_RUNS ?? 3);
/** The origin the msw suite's handlers answer for. */
const MSW_BASE = 'https://api.platform.test';

/** The five calls each test makes, written once for both suites (`client` and `id` in scope). */
const CALLS = `
    const page = await client.crm.contacts.list({ pageSize: 10 });
    expect(page.items.length).toBe(10);
    const contact = await client.crm.contacts.get(page.items[0].id);
    expect(contact.id).toBe(page.items[0].id);
    const created = await client.crm.contacts.create({ name: 'Ada Lovelace', emails: [{ email: 'ada@example.com' }] });
    const updated = await client.crm.contacts.update(created.id, { name: 'Ada King' });
    expect(updated.name).toBe('Ada King');
    const pipelines = await client.crm.lists.list();
    expect(Array.isArray(pipelines.items)).toBe(true);
`;

/** The JSON the five calls answer with, recorded once from an emulator with the demo seed. */
async function recordAnswers(): Promise<{ method: string; path: string; status: number; body: unknown }[]> {
  const emulator = await createEmulator({ seed: 'demo' });
  const answers: { method: string; path: string; status: number; body: unknown }[] = [];
  const recording = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const response = await emulator.fetch(request);
    const url = new URL(request.url);
    answers.push({
      method: request.method,
      path: url.pathname,
      status: response.status,
      body: await response.clone().json(),
    });
    return response;
  };
  const client = new PlatformClient({
    apiKey: DEMO_KEYS.globexAdmin,
    baseUrl: emulator.baseUrl,
    fetch: recording,
  });
  const expect = (value: unknown) => ({ toBe: (_: unknown) => value });
  await new Function('client', 'expect', `return (async () => {${CALLS}})();`)(client, expect);
  await emulator.close();
  return answers;
}

function emulatorFile(): string {
  return `import { createEmulator, DEMO_KEYS } from '@platform-api/emulator';
import { PlatformClient } from '@platform-api/sdk';
import { expect, it } from 'vitest';

for (let i = 0; i < ${TESTS}; i++) {
  it('five calls against an emulator with the demo seed ' + i, async () => {
    const emulator = await createEmulator({ seed: 'demo' });
    const client = new PlatformClient({ apiKey: DEMO_KEYS.globexAdmin, baseUrl: emulator.baseUrl, fetch: emulator.fetch });
${CALLS}
    await emulator.close();
  });
}
`;
}

function mswFile(answers: Awaited<ReturnType<typeof recordAnswers>>): string {
  // One handler per method and route; a path with an id answers for any id.
  const handlers = answers.map((a) => {
    const route = a.path.replace(/[0-9a-f]{24}/g, ':id');
    return `  http.${a.method.toLowerCase()}('${MSW_BASE}${route}', () => HttpResponse.json(${JSON.stringify(a.body)}, { status: ${a.status} })),`;
  });
  return `import { PlatformClient } from '@platform-api/sdk';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';

const server = setupServer(
${handlers.join('\n')}
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

for (let i = 0; i < ${TESTS}; i++) {
  it('five calls against fixed JSON ' + i, async () => {
    const client = new PlatformClient({ apiKey: 'pk_test', baseUrl: '${MSW_BASE}' });
${CALLS}
  });
}
`;
}

/** The repository's pool settings (vitest.config.ts), nothing else. */
const CONFIG = `export default { resolve: { preserveSymlinks: true }, test: { include: ['*.test.ts'], pool: 'forks', maxWorkers: 2 } };\n`;

/** Wall time of `vitest run` in `dir`, spawn to exit; fails when a test does. */
function runSuite(dir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [VITEST, 'run', '--root', dir, '--config', join(dir, 'vitest.config.mjs')],
      {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
        // The built packages, as a user has them: no source condition, no strict answer checks.
        env: { ...process.env, NODE_OPTIONS: '', PLATFORM_VALIDATE_RESPONSES: '' },
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`vitest in ${dir} exited ${code}:\n${out.slice(-4000)}`));
      else if (!out.includes(`${FILES * TESTS} passed`))
        reject(new Error(`not every test ran:\n${out.slice(-2000)}`));
      else resolve(performance.now() - started);
    });
  });
}

export async function run(): Promise<BenchResult[]> {
  await ensureBuilt();
  const answers = await recordAnswers();
  // In the repository (its node_modules resolve), under a name .gitignore covers; removed after.
  const dir = await mkdtemp(join(ROOT, 'consumer-suite.tmp.'));
  try {
    const suites = { emulator: join(dir, 'emulator'), msw: join(dir, 'msw') };
    for (const [name, folder] of Object.entries(suites)) {
      await mkdir(folder);
      await writeFile(join(folder, 'vitest.config.mjs'), CONFIG);
      const body = name === 'emulator' ? emulatorFile() : mswFile(answers);
      for (let f = 0; f < FILES; f++) await writeFile(join(folder, `suite-${f}.test.ts`), body);
    }
    await runSuite(suites.msw); // warm-up: the file system cache, vite's first start
    const times = { emulator: [] as number[], msw: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      times.msw.push(await runSuite(suites.msw));
      times.emulator.push(await runSuite(suites.emulator));
    }
    const emulatorMs = median(times.emulator);
    const mswMs = median(times.msw);
    return [
      {
        name: `consumer suite, ${FILES} vitest files x ${TESTS} tests, each test an emulator with the demo seed and five SDK calls (wall time, median of ${RUNS})`,
        value: emulatorMs,
        unit: 'ms',
        baseline: { name: 'the same suite answered by msw handlers with fixed JSON', value: mswMs },
        ratio: emulatorMs / mswMs,
        target: '<= 1.5x the msw suite',
        pass: emulatorMs <= 1.5 * mswMs,
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const started = performance.now();
  printTable(await run());
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
