import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmulator } from '@platform-api/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBuiltPackages } from '../lib/build.ts';
import { READY_TIMEOUT_MS, runEmulator, spawnTestTimeout, startEmulator } from '../lib/processes.ts';

// `platform-emulator` as users run it: the built binary.
useBuiltPackages();

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'emulator-state-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Starts `platform-emulator --port 0 ...args` and waits until it listens. */
const start = (args: string[]) => startEmulator(['--port', '0', ...args]);

/**
 * A start over a state file of 100,000 contacts reads and checks all of them first: seconds quiet,
 * past 10 s on a loaded 2-core machine (measured while writing this).
 */
const startLarge = (args: string[]) => startEmulator(['--port', '0', ...args], { readyTimeoutMs: 60_000 });

/** Runs the emulator to its end (it refuses to start): exit code and output. */
async function refuse(args: string[]): Promise<{ code: number | null; out: string }> {
  const run = await runEmulator(['--port', '0', ...args]);
  return { code: run.code, out: run.stdout + run.stderr };
}

/** Resolves once `file` holds what `holds` looks for (an autosave wrote it); rejects after READY_TIMEOUT_MS. */
async function waitForFile(file: string, holds: (text: string) => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (holds(text)) return;
    if (Date.now() > deadline)
      throw new Error(`${file} did not get the change within ${READY_TIMEOUT_MS} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A valid state document with `n` contacts, made by copying one real contact record. */
async function bigState(n: number): Promise<Record<string, any>> {
  const emu = await createEmulator({ seed: 'demo' });
  const state = emu.exportState() as Record<string, any>;
  const template = state.tables.contacts[0];
  const contacts = [];
  for (let i = 0; i < n; i++) {
    const id = `aa${i.toString(16).padStart(22, '0')}`;
    contacts.push({
      ...template,
      id,
      name: `Person ${i}`,
      emails: [{ ...template.emails[0], email: `p${i}@bulk.example` }],
    });
  }
  state.tables.contacts = contacts;
  return state;
}

// Tests without a bound of their own start the emulator at most twice.
describe('state files: nothing committed is lost', { timeout: spawnTestTimeout(2) }, () => {
  it('a SIGTERM with a large state writes it whole, atomically, mode 0600, and exits 0', async () => {
    const file = join(dir, 'large.json');
    await writeFile(file, JSON.stringify(await bigState(100_000)));
    const s = await startLarge(['--state', file, '--seed', 'empty', '--autosave', '0']);
    // A change, so that the written state differs from the loaded one.
    const res = await fetch(`${s.url}/_emulator/orgs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"plan":"free","name":"After load"}',
    });
    expect(res.status).toBe(201);
    const stopped = await s.stop('SIGTERM', 60_000);
    expect(stopped.code).toBe(0);
    expect(stopped.stdout).toContain(`state written to ${file}`);
    const written = JSON.parse(await readFile(file, 'utf8'));
    expect(written.tables.contacts).toHaveLength(100_000);
    expect(written.tables.orgs.map((o: { name: string }) => o.name)).toContain('After load');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  }, 120_000);

  it('a second signal during the write exits 1 and leaves the previous file whole', async () => {
    const file = join(dir, 'interrupted.json');
    const before = JSON.stringify(await bigState(100_000));
    await writeFile(file, before);
    const s = await startLarge(['--state', file, '--seed', 'empty', '--autosave', '0']);
    s.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 30));
    s.child.kill('SIGTERM');
    const { code, signal } = await s.exited;
    expect(signal).toBeNull();
    const after = await readFile(file, 'utf8');
    if (code === 1) {
      expect(s.output()).toMatch(/keeps its previous content/);
      expect(after).toBe(before);
    } else {
      // The write finished before the second signal: then it is the new state, whole.
      expect(code).toBe(0);
      expect(JSON.parse(after).tables.contacts).toHaveLength(100_000);
    }
  }, 120_000);

  it('autosave: a change is written without a shutdown, so a SIGKILL after it loses nothing', async () => {
    const file = join(dir, 'autosave.json');
    const s = await start(['--state', file, '--seed', 'empty', '--autosave', '100']);
    const res = await fetch(`${s.url}/_emulator/orgs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"plan":"platinum","name":"Survives SIGKILL"}',
    });
    expect(res.status).toBe(201);
    // The autosave, seen in the file itself (not a sleep): then nothing is left to lose.
    await waitForFile(file, (text) => text.includes('Survives SIGKILL'));
    await s.stop('SIGKILL');
    const again = await start(['--state', file, '--seed', 'empty']);
    const state = await (await fetch(`${again.url}/_emulator/state`)).json();
    expect(state.tables.orgs.map((o: { name: string }) => o.name)).toContain('Survives SIGKILL');
    expect((await again.stop('SIGTERM')).code).toBe(0);
  });
});

describe('state files: a broken file is refused, named, and never overwritten', {
  timeout: spawnTestTimeout(1),
}, () => {
  const cases: [string, (file: string) => Promise<void>, RegExp][] = [
    ['empty', (f) => writeFile(f, ''), /not valid JSON.*it is empty/],
    ['truncated', (f) => writeFile(f, '{"format":"platform-emulator-state","tables":{"or'), /not valid JSON/],
    ['a directory', (f) => mkdir(f), /Cannot read the state file .*EISDIR/],
    ['not a state', (f) => writeFile(f, '{"hello":"world"}'), /Not an emulator state document/],
    [
      'duplicate ids',
      async (f) => {
        const s = await bigState(2);
        s.tables.contacts[1].id = s.tables.contacts[0].id;
        await writeFile(f, JSON.stringify(s));
      },
      /Two records of "contacts" have the id/,
    ],
    [
      'a missing table',
      async (f) => {
        const s = await bigState(1);
        delete s.tables.webhookEndpoints;
        await writeFile(f, JSON.stringify(s));
      },
      /has no table webhookEndpoints/,
    ],
    [
      'an invalid record',
      async (f) => {
        const s = await bigState(1);
        s.tables.orgs[0].plan = 'gold';
        await writeFile(f, JSON.stringify(s));
      },
      /tables\.orgs\[0\]\.plan/,
    ],
  ];
  for (const [name, make, message] of cases) {
    it(`${name}: exit 1, the file named, left as it was`, async () => {
      const file = join(dir, `broken-${name.replaceAll(' ', '-')}.json`);
      await make(file);
      const before = await stat(file);
      const content = before.isFile() ? await readFile(file, 'utf8') : null;
      const { code, out } = await refuse(['--state', file]);
      expect(code).toBe(1);
      expect(out).toContain(file);
      expect(out).toMatch(message);
      if (content !== null) expect(await readFile(file, 'utf8')).toBe(content);
    });
  }
});
