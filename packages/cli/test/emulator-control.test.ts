import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as runBin, spawnTestTimeout } from '../../../test/lib/processes.ts';
import { useStandaloneEmulator } from './lib/standalone.ts';

// The emulator from the terminal: the control API through `platform-api emulator ...`, against a
// standalone emulator that protects its control API with a token.

const TOKEN = 'control-token-for-tests';
const setup = useStandaloneEmulator(['--seed', 'empty', '--control-token', TOKEN]);

function cli(args: string[], env: Record<string, string> = {}) {
  return runBin(args, {
    env: {
      PLATFORM_BASE_URL: setup.emulator().url,
      PLATFORM_CONTROL_TOKEN: TOKEN,
      XDG_CONFIG_HOME: setup.dir(),
      ...env,
    },
  });
}

async function json<T>(args: string[], env?: Record<string, string>): Promise<T> {
  const result = await cli([...args, '--json'], env);
  expect(result.stderr, args.join(' ')).toBe('');
  expect(result.code, args.join(' ')).toBe(0);
  return JSON.parse(result.stdout) as T;
}

describe('platform-api emulator: the control API', { timeout: spawnTestTimeout(24) }, () => {
  let orgId: string;
  let workspaceId: string;

  it('asks for the control token the emulator was started with, naming the flag and the variable', async () => {
    const without = await cli(['emulator', 'clock', 'show'], { PLATFORM_CONTROL_TOKEN: '' });
    expect(without.code).toBe(1);
    expect(without.stderr).toMatch(
      /^error: 401 CONTROL_TOKEN_MISSING: .* — pass --control-token <token>, set PLATFORM_CONTROL_TOKEN/,
    );
    const flag = await cli(['emulator', 'clock', 'show', '--control-token', TOKEN], {
      PLATFORM_CONTROL_TOKEN: '',
    });
    expect(flag.code).toBe(0);
    expect(flag.stdout).toMatch(/^Emulator time: \d{4}-\d\d-\d\dT[\d:.]+Z \(local [\d:]+\)\n$/);
    expect(flag.stdout + flag.stderr).not.toContain(TOKEN);
  });

  it('reads, advances and sets the virtual clock', async () => {
    const before = await json<{ now: string }>(['emulator', 'clock', 'show']);
    const after = await json<{ now: string }>(['emulator', 'clock', 'advance', '1h30m']);
    const moved = Date.parse(after.now) - Date.parse(before.now);
    expect(moved).toBeGreaterThanOrEqual(5_400_000);
    expect(moved).toBeLessThan(5_400_000 + 60_000);
    const set = await json<{ now: string }>(['emulator', 'clock', 'set', '2030-01-02T03:04:05Z']);
    expect(set.now).toBe('2030-01-02T03:04:05.000Z');
    // A negative duration after `--` (else it reads as a flag): the clock goes back.
    const back = await cli(['emulator', 'clock', 'advance', '--json', '--', '-1d']);
    expect(JSON.parse(back.stdout).now.slice(0, 10)).toBe('2030-01-01');
    const bad = await cli(['emulator', 'clock', 'advance', 'soon']);
    expect(bad.stderr).toBe(
      'error: "soon" is not a duration: use seconds or units, e.g. 90s, 15m, 2h, 1d, 1h30m\n',
    );
  });

  it('creates an organization and a key, saved in a profile, and revokes it', async () => {
    const org = await json<{ id: string; workspaces: { id: string; name: string }[] }>([
      'emulator',
      'orgs',
      'create',
      '--plan',
      'platinum',
      '--name',
      'Terminal Co',
      '--workspace',
      'Recruiting',
    ]);
    orgId = org.id;
    workspaceId = org.workspaces[0]!.id;
    expect(org.workspaces.map((w) => w.name)).toEqual(['Recruiting']);
    const listed = await cli(['emulator', 'orgs', 'list']);
    expect(listed.stdout).toMatch(
      new RegExp(`^${orgId}\\s+Terminal Co\\s+platinum\\s+${workspaceId} \\(Recruiting\\)`, 'm'),
    );

    const printed = await cli(['emulator', 'keys', 'create', orgId, '--scope', 'crm:read']);
    expect(printed.stdout).toMatch(/^key: +pk_\S+$/m);
    expect(printed.stdout).toMatch(/^scopes: +crm:read$/m);
    const saved = await json<{ id: string; key: string; profile: string }>([
      'emulator',
      'keys',
      'create',
      orgId,
      '--save-profile',
      'terminal',
    ]);
    expect(saved.key).toMatch(/^pk_.{1,8}…/);
    const usage = await json<{ families: { status: string }[] }>(['--profile', 'terminal', 'usage'], {
      PLATFORM_BASE_URL: '',
    });
    expect(usage.families.every((row) => row.status === 'ok')).toBe(true);
    const stored = JSON.parse(readFileSync(join(setup.dir(), 'platform-api', 'config.json'), 'utf8'));
    expect(stored.profiles.terminal).toMatchObject({ baseUrl: setup.emulator().url, workspaceId });

    const revoked = await cli(['emulator', 'keys', 'revoke', saved.id]);
    expect(revoked.stdout).toBe(`Revoked key ${saved.id}\n`);
    const refused = await cli(['--profile', 'terminal', 'usage'], { PLATFORM_BASE_URL: '' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^error: 401 API_KEY_REVOKED: .* — the key came from profile "terminal"/);
  });

  it('publishes a job and makes a candidate apply: a card lands in its pipeline', async () => {
    const key = await json<{ key: string }>(['emulator', 'keys', 'create', orgId]);
    const job = await json<{ postId: string; listId: string }>([
      'emulator',
      'jobs',
      'create',
      '--org-id',
      orgId,
      '--title',
      'Night nurse',
      '--location',
      'Madrid',
      '--country',
      'ES',
    ]);
    const applied = await cli([
      'emulator',
      'apply',
      '--post-id',
      job.postId,
      '--name',
      'Grace Hopper',
      '--email',
      'grace@example.com',
    ]);
    expect(applied.code).toBe(0);
    expect(applied.stdout).toMatch(/^event: +application\.received evt_\S+$/m);
    expect(applied.stdout).toMatch(/^deliveries: +no endpoint subscribed/m);
    const [, cardId] = /^card: +([0-9a-f]{24})$/m.exec(applied.stdout)!;
    const board = await cli(['pipelines', 'show', job.listId, '--names'], { PLATFORM_API_KEY: key.key });
    expect(board.code).toBe(0);
    expect(board.stdout).toContain('Grace Hopper');
    expect(board.stdout).toContain(`#${cardId}`);
  });

  it('injects faults, lists and clears them', async () => {
    const key = await json<{ key: string }>(['emulator', 'keys', 'create', orgId]);
    const added = await cli([
      'emulator',
      'faults',
      'add',
      '--path',
      '/api/v3.0/crm/public/contacts',
      '--status',
      '503',
      '--times',
      '5',
    ]);
    expect(added.stdout).toMatch(
      /^Fault [0-9a-f]{24}: the next 5 requests under \/api\/v3\.0\/crm\/public\/contacts answer 503\n$/,
    );
    const list = await cli(['emulator', 'faults', 'list']);
    expect(list.stdout).toMatch(/^ID\s+METHOD\s+PATH\s+STATUS\s+ERROR CODE\s+LEFT\s+DELAY$/m);
    expect(list.stdout).toMatch(
      /^[0-9a-f]{24}\s+any\s+\/api\/v3\.0\/crm\/public\/contacts\s+503\s+\S+\s+5\s+-$/m,
    );
    const failed = await cli(['contacts', 'list'], { PLATFORM_API_KEY: key.key });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^error: 503 /m);
    const cleared = await cli(['emulator', 'faults', 'clear']);
    expect(cleared.stdout).toBe('Cleared 1 fault\n');
    expect((await cli(['contacts', 'list'], { PLATFORM_API_KEY: key.key })).code).toBe(0);
  });

  it('exports the state, and imports it back after a reset', async () => {
    const file = join(setup.dir(), 'state.json');
    const exported = await cli(['emulator', 'state', 'export', file]);
    expect(exported.code).toBe(0);
    expect(exported.stderr).toMatch(/^Wrote the emulator's state to .*state\.json/);
    const reset = await cli(['emulator', 'reset']);
    expect(reset.stdout).toBe('Emulator reset (seed: empty)\n');
    expect((await json<{ items: unknown[] }>(['emulator', 'orgs', 'list'])).items).toEqual([]);
    const imported = await cli(['emulator', 'state', 'import', file]);
    expect(imported.stdout).toBe(`Loaded the emulator's state from ${file}\n`);
    const orgs = await json<{ items: { id: string }[] }>(['emulator', 'orgs', 'list']);
    expect(orgs.items.map((o) => o.id)).toEqual([orgId]);
    const demo = await cli(['emulator', 'reset', '--seed', 'demo']);
    expect(demo.code).toBe(0);
    expect((await json<{ items: unknown[] }>(['emulator', 'orgs', 'list'])).items).toHaveLength(3);
  });

  it('says when the base URL is no emulator, or nothing answers there', async () => {
    const nothing = await cli(['emulator', 'clock', 'show'], { PLATFORM_BASE_URL: 'http://127.0.0.1:1' });
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toMatch(
      /^error: Nothing answers at http:\/\/127\.0\.0\.1:1 .*: the emulator is not running there\. Start it with `platform-api emulator start`/,
    );
  });
});
