// Every fenced block of the docs and READMEs, in every language, is accounted for: it runs here
// (Python recipes, shell blocks marked `<!-- docs-test: run -->`), it runs verbatim in another test
// (a TypeScript block shown from examples/ or a test file), it is data rather than code (text,
// console transcripts, JSON, HTTP), or it is marked `<!-- docs-test: skip — reason -->` in the
// markdown, and the marked ones are listed in this file's snapshot (adding one is a decision).
// Servers started here are closed; only loopback traffic.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmulator, DEMO_KEYS, type Emulator, type RunningServer } from '@platform-api/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBuiltPackages } from './lib/build.ts';
import { root } from './lib/examples.ts';
import { runProcess } from './lib/processes.ts';

// The TypeScript blocks run against the built packages, as a user's project resolves them.
useBuiltPackages();

interface Block {
  file: string;
  line: number;
  lang: string;
  body: string;
  /** The marker on the line before the block: `run`, or `skip` with its reason. */
  marker: { kind: 'run' } | { kind: 'skip'; reason: string } | undefined;
}

/** Languages whose blocks are data or transcripts, not programs. */
const DATA = new Set(['text', 'console', 'json', 'http', '']);

async function markdownFiles(): Promise<string[]> {
  const docs = (await readdir(join(root, 'docs'))).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);
  const packages = (await readdir(join(root, 'packages'))).map((p) => `packages/${p}/README.md`);
  return [...docs, 'README.md', 'CONTRIBUTING.md', ...packages].sort();
}

async function blocksOf(file: string): Promise<Block[]> {
  const lines = (await readFile(join(root, file), 'utf8')).split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const end = lines.indexOf('```', i + 1);
    let before = i - 1;
    while (before >= 0 && lines[before]!.trim() === '') before--;
    const comment = /^<!-- docs-test: (run|skip — (.+)) -->$/.exec(lines[before]?.trim() ?? '');
    blocks.push({
      file,
      line: i + 1,
      lang: open[1]!,
      body: lines.slice(i + 1, end).join('\n'),
      marker: comment
        ? comment[1] === 'run'
          ? { kind: 'run' }
          : { kind: 'skip', reason: comment[2]! }
        : undefined,
    });
    i = end;
  }
  return blocks;
}

/** The TypeScript the tests run: examples, test files. A block found verbatim in them runs there. */
async function testedCode(): Promise<string> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(join(root, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) await walk(path);
      else if (/\.(ts|mts|mjs|js)$/.test(entry.name)) out.push(await readFile(join(root, path), 'utf8'));
    }
  };
  await walk('examples');
  await walk('test');
  for (const p of await readdir(join(root, 'packages'))) await walk(`packages/${p}/test`);
  return out.join('\n');
}

/** Runs a block's program to its end (at most 60 s): its exit code and output. */
async function run(command: string, args: string[], env: Record<string, string>, cwd: string) {
  const result = await runProcess(command, args, { cwd, env: { ...process.env, ...env }, timeoutMs: 60_000 });
  return { code: result.code, out: result.stdout + result.stderr };
}

let blocks: Block[];
beforeAll(async () => {
  blocks = (await Promise.all((await markdownFiles()).map(blocksOf))).flat();
});

describe('every fenced block of the docs is accounted for', () => {
  it('runs here, runs verbatim in another test, is data, or is marked with a reason', async () => {
    const tested = await testedCode();
    const unaccounted = blocks
      .filter((b) => !DATA.has(b.lang) && b.marker === undefined)
      .filter((b) => !(b.lang === 'python'))
      .filter((b) => !((b.lang === 'ts' || b.lang === 'js') && tested.includes(b.body.trimEnd())))
      .map((b) => `${b.file}:${b.line} (${b.lang}) ${b.body.split('\n')[0]}`);
    expect(unaccounted).toEqual([]);
  });

  it('the blocks marked not runnable, each with its reason', () => {
    const skipped = blocks.flatMap((b) =>
      b.marker?.kind === 'skip' ? [`${b.file} (${b.lang}) ${b.body.split('\n')[0]}: ${b.marker.reason}`] : [],
    );
    expect(skipped).toMatchSnapshot();
  });
});

describe('the recipes in other languages run as written against the standalone emulator', () => {
  let emu: Emulator;
  let server: RunningServer;
  let dir: string;
  const CONTROL_TOKEN = 'docs-test-control-token';
  beforeAll(async () => {
    emu = await createEmulator({ seed: 'demo', controlToken: CONTROL_TOKEN });
    server = await emu.listen({ port: 0 });
    dir = await mkdtemp(join(tmpdir(), 'docs-blocks-'));
  });
  afterAll(async () => {
    await emu.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** The docs' address of the standalone emulator, replaced by this test's server. */
  const here = (text: string) =>
    text.replaceAll('http://127.0.0.1:4010', server.url).replaceAll('localhost:4010', server.url);

  it('every Python block: python3 -m unittest, standard library only', async () => {
    const python = blocks.filter((b) => b.lang === 'python' && b.marker?.kind !== 'skip');
    expect(python.length).toBeGreaterThan(0);
    for (const [i, block] of python.entries()) {
      const module = `test_docs_block_${i}`;
      await writeFile(join(dir, `${module}.py`), block.body);
      const result = await run(
        'python3',
        ['-s', '-E', '-m', 'unittest', '-v', module],
        {
          PLATFORM_BASE_URL: server.url,
          PLATFORM_API_KEY: DEMO_KEYS.globexAdmin,
          EMULATOR_TOKEN: CONTROL_TOKEN,
        },
        dir,
      );
      expect(result.out, `${block.file}:${block.line}`).toMatch(/\nOK\s*$/);
      expect(result.code, `${block.file}:${block.line}\n${result.out}`).toBe(0);
    }
  }, 120_000);

  it('every TypeScript block marked to run: a program of its own (Node, type stripping), this server in the environment', async () => {
    const programs = blocks.filter((b) => b.marker?.kind === 'run' && b.lang === 'ts');
    expect(programs.length).toBeGreaterThan(0);
    // Inside the repository, so the packages resolve as a user's project resolves them (their dist).
    const where = join(root, 'test', '.docs-blocks');
    await mkdir(where, { recursive: true });
    try {
      for (const [i, block] of programs.entries()) {
        const file = join(where, `block-${i}.ts`);
        await writeFile(file, block.body);
        const result = await run(
          process.execPath,
          ['--experimental-strip-types', '--no-warnings', file],
          { PLATFORM_BASE_URL: server.url, PLATFORM_API_KEY: DEMO_KEYS.globexAdmin },
          root,
        );
        expect(result.code, `${block.file}:${block.line}\n${result.out}`).toBe(0);
      }
    } finally {
      await rm(where, { recursive: true, force: true });
    }
  }, 60_000);

  it('every shell block marked to run: bash -e, against this server', async () => {
    const shell = blocks.filter((b) => b.marker?.kind === 'run' && b.lang !== 'ts');
    expect(shell.length).toBeGreaterThan(0);
    for (const block of shell) {
      expect(['sh', 'bash'], `${block.file}:${block.line}`).toContain(block.lang);
      const result = await run('bash', ['-e', '-o', 'pipefail', '-c', here(block.body)], {}, dir);
      expect(result.code, `${block.file}:${block.line}\n${result.out}`).toBe(0);
      expect(result.out, `${block.file}:${block.line}`).not.toMatch(/"errorCode"/);
    }
  }, 60_000);
});
