import { readFileSync, statSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { DEMO_IDS, DEMO_KEYS } from '@platform-api/emulator';
import { describe, expect, it } from 'vitest';
import { runCli as runBin, spawnTestTimeout } from '../../../test/lib/processes.ts';
import { useStandaloneEmulator } from './lib/standalone.ts';

// Profiles, the built binary against the standalone emulator: `login` checks the key and writes an
// owner-only config file under $XDG_CONFIG_HOME; `config` reads and changes it; a setting comes from
// its flag, else its variable, else the profile; a key is never printed whole.

const setup = useStandaloneEmulator();
const configHome = () => ({ XDG_CONFIG_HOME: join(setup.dir(), 'config') });
const configFile = () => join(setup.dir(), 'config', 'platform-api', 'config.json');

async function cli(args: string[], options: { env?: Record<string, string>; input?: string } = {}) {
  const result = await runBin(args, { env: { ...configHome(), ...options.env }, input: options.input });
  // Whatever the command, no key is ever printed whole.
  for (const key of Object.values(DEMO_KEYS))
    expect(result.stdout + result.stderr, args.join(' ')).not.toContain(key);
  return result;
}

describe('login and config', { timeout: spawnTestTimeout(14) }, () => {
  it('login checks the key with a usage read, then writes it to an owner-only file; a bad key saves nothing', async () => {
    const bad = await cli(['login', '--base-url', setup.emulator().url], {
      input: 'pk_live_not_a_key_0000000000\n',
    });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^error: 401 API_KEY_INVALID: /);
    expect(() => statSync(configFile())).toThrow();

    const login = await cli(['login', '--base-url', setup.emulator().url], {
      input: `${DEMO_KEYS.globexAdmin}\n`,
    });
    expect(login.code).toBe(0);
    expect(login.stdout).toBe(
      `Key pk_demo_…N6xa works at ${setup.emulator().url}: crm, webhooks, job-builder, candidate-search, job-search\n` +
        `Saved profile "default" (now the current one) in ${configFile()}\n`,
    );
    expect(statSync(configFile()).mode & 0o777).toBe(0o600);
    expect(statSync(join(setup.dir(), 'config', 'platform-api')).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(configFile(), 'utf8'))).toEqual({
      currentProfile: 'default',
      profiles: { default: { apiKey: DEMO_KEYS.globexAdmin, baseUrl: setup.emulator().url } },
    });
    // The profile is enough to call the API.
    const usage = await cli(['usage', '--json']);
    expect(usage.code).toBe(0);
    expect(JSON.parse(usage.stdout).families[0]).toMatchObject({ family: 'crm', status: 'ok' });
  });

  it('login says which family a key cannot read as set up; a workspace the key lacks is named with where it came from', async () => {
    const home = { XDG_CONFIG_HOME: join(setup.dir(), 'config-workspaces') };
    // Acme's admin key grants two workspaces: without --workspace-id the CRM cannot be read, and login says so.
    const login = await cli(['login', '--base-url', setup.emulator().url], {
      env: home,
      input: `${DEMO_KEYS.acmeAdmin}\n`,
    });
    expect(login.code).toBe(0);
    expect(login.stdout).toMatch(/: webhooks, job-builder, candidate-search, job-search\n/);
    expect(login.stdout).toContain(
      `  not crm: This key grants 2 workspaces: ${DEMO_IDS.acmeDefaultWorkspace} (Default), ${DEMO_IDS.acmeEngineeringWorkspace} (Engineering Hiring); choose one with --workspace-id ${DEMO_IDS.acmeDefaultWorkspace}`,
    );
    // A PLATFORM_WORKSPACE_ID left over from another key: the 403 says which workspace, and from where.
    const stale = {
      PLATFORM_BASE_URL: setup.emulator().url,
      PLATFORM_API_KEY: DEMO_KEYS.globexAdmin,
      PLATFORM_WORKSPACE_ID: DEMO_IDS.acmeDefaultWorkspace,
    };
    const list = await cli(['contacts', 'list'], { env: stale });
    expect(list.code).toBe(1);
    expect(list.stderr).toBe(
      `error: 403 WORKSPACE_ACCESS_DENIED: The key does not grant access to this workspace. — workspace ${DEMO_IDS.acmeDefaultWorkspace} came from PLATFORM_WORKSPACE_ID: use one this key grants, or none with a key of a single workspace\n`,
    );
    const usage = await cli(['usage'], { env: stale });
    expect(usage.stdout + usage.stderr).toContain(
      `workspace ${DEMO_IDS.acmeDefaultWorkspace} came from PLATFORM_WORKSPACE_ID`,
    );
  });

  it('config set, get, list, use and unset round-trip a second profile; keys show masked', async () => {
    const key = await cli(['--profile', 'acme', 'config', 'set', 'api-key', '-'], {
      input: DEMO_KEYS.acmeAdmin,
    });
    expect(key.code).toBe(0);
    expect(key.stderr).toBe(`Saved api-key in profile "acme" (${configFile()})\n`);
    await cli(['--profile', 'acme', 'config', 'set', 'base-url', setup.emulator().url]);
    await cli(['--profile', 'acme', 'config', 'set', 'workspace-id', DEMO_IDS.acmeEngineeringWorkspace]);
    const refused = await cli(['--profile', 'acme', 'config', 'set', 'workspace-id', 'engineering']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('error: workspace-id must be a 24-character hex id\n');

    expect((await cli(['--profile', 'acme', 'config', 'get', 'api-key'])).stdout).toBe('pk_demo_…pZ4w\n');
    expect((await cli(['--profile', 'acme', 'config', 'get', 'workspace-id'])).stdout).toBe(
      `${DEMO_IDS.acmeEngineeringWorkspace}\n`,
    );
    const list = await cli(['config', 'list']);
    expect(list.stdout).toMatch(
      new RegExp(`^\\*\\s+default\\s+${setup.emulator().url}\\s+-\\s+pk_demo_…N6xa\\s+-$`, 'm'),
    );
    expect(list.stdout).toMatch(
      new RegExp(
        `^\\s+acme\\s+${setup.emulator().url}\\s+${DEMO_IDS.acmeEngineeringWorkspace}\\s+pk_demo_…pZ4w\\s+-$`,
        'm',
      ),
    );
    expect((await cli(['config', 'list', '--names'])).stdout).toBe('default\nacme\n');

    const use = await cli(['config', 'use', 'acme']);
    expect(use.stderr).toBe('Profile "acme" is now the current one\n');
    const listed = JSON.parse((await cli(['config', 'list', '--json'])).stdout);
    expect(listed).toMatchObject({ currentProfile: 'acme' });
    expect(listed.profiles.map((p: { apiKey: string }) => p.apiKey)).toEqual([
      'pk_demo_…N6xa',
      'pk_demo_…pZ4w',
    ]);
    // The current profile's workspace answers the CRM for a key of two workspaces.
    const contacts = await cli(['contacts', 'list', '--json']);
    expect(contacts.code).toBe(0);
    await cli(['config', 'unset', 'workspace-id']);
    const ambiguous = await cli(['contacts', 'list']);
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.stderr).toContain('choose one with --workspace-id');
    await cli(['config', 'use', 'default']);
    const unknown = await cli(['config', 'use', 'nope']);
    expect(unknown.stderr).toBe(`error: No profile "nope" in ${configFile()} (profiles: default, acme)\n`);
  });

  it('takes each setting from its flag, else its variable, else the profile', async () => {
    // The profile's base URL is wrong (nothing listens there); the variable and the flag each fix it.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const nowhere = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    await new Promise((resolve) => probe.close(resolve));
    await cli(['--profile', 'broken', 'config', 'set', 'base-url', nowhere]);
    await cli(['--profile', 'broken', 'config', 'set', 'api-key', DEMO_KEYS.globexAdmin]);
    const fromProfile = await cli(['--profile', 'broken', 'usage']);
    expect(fromProfile.code).toBe(1);
    expect(fromProfile.stderr).toMatch(
      /ECONNREFUSED .*is the service, or the emulator \(`platform-api emulator start`\), running/,
    );
    const fromEnv = await cli(['--profile', 'broken', 'usage'], {
      env: { PLATFORM_BASE_URL: setup.emulator().url },
    });
    expect(fromEnv.code).toBe(0);
    const fromFlag = await cli(['--profile', 'broken', 'usage', '--base-url', setup.emulator().url], {
      env: { PLATFORM_BASE_URL: nowhere },
    });
    expect(fromFlag.code).toBe(0);
    // PLATFORM_PROFILE picks the profile like --profile; the flag wins.
    const byVariable = await cli(['usage'], { env: { PLATFORM_PROFILE: 'broken' } });
    expect(byVariable.stderr).toMatch(/ECONNREFUSED/);
    expect((await cli(['--profile', 'default', 'usage'], { env: { PLATFORM_PROFILE: 'broken' } })).code).toBe(
      0,
    );
    // A bad key from the profile is reported with where it came from.
    await cli(['--profile', 'stale', 'config', 'set', 'base-url', setup.emulator().url]);
    await cli(['--profile', 'stale', 'config', 'set', 'api-key', 'pk_live_revoked_000000000000']);
    const stale = await cli(['--profile', 'stale', 'contacts', 'list']);
    expect(stale.stderr).toBe(
      'error: 401 API_KEY_INVALID: The API key is not valid. — the key came from profile "stale"; pass --api-key <key>, set PLATFORM_API_KEY, or run `platform-api login`\n',
    );
    const missing = await cli(['--profile', 'nowhere', 'usage']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No profile "nowhere"');
  });

  it('prints the MCP client configuration with the current key, in the header form', async () => {
    const cursor = await runBin(['mcp', 'config', '--client', 'cursor'], { env: configHome() });
    expect(cursor.code).toBe(0);
    expect(JSON.parse(cursor.stdout)).toEqual({
      mcpServers: {
        'platform-api': {
          url: `${setup.emulator().url}/mcp`,
          headers: { 'x-api-key': DEMO_KEYS.globexAdmin },
        },
      },
    });
    expect(cursor.stderr).toContain('keep it out of version control');
    // What the client will do with it: a tool call to that URL with that header.
    const server = JSON.parse(cursor.stdout).mcpServers['platform-api'] as {
      url: string;
      headers: Record<string, string>;
    };
    const answer = await fetch(server.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...server.headers,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'list_api_usage', arguments: {} },
      }),
    });
    expect(
      ((await answer.json()) as { result: { content: { text: string }[] } }).result.content[0]!.text,
    ).toMatch(/^crm: \d+\/500 used/);
    const vscode = await runBin(
      ['--profile', 'acme', 'mcp', 'config', '--client', 'vscode', '--auth', 'bearer'],
      {
        env: configHome(),
      },
    );
    expect(JSON.parse(vscode.stdout)).toEqual({
      servers: {
        'platform-api': {
          type: 'http',
          url: `${setup.emulator().url}/mcp`,
          headers: { Authorization: `Bearer ${DEMO_KEYS.acmeAdmin}` },
        },
      },
    });
    const claude = await runBin(['mcp', 'config', '--client', 'claude'], { env: configHome() });
    expect(JSON.parse(claude.stdout).mcpServers['platform-api']).toMatchObject({ type: 'http' });
    expect(claude.stderr).toContain('claude mcp add --transport http platform-api');
    expect(claude.stderr).not.toContain(DEMO_KEYS.globexAdmin);
  });
});
