import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmulator, DEMO_IDS, DEMO_KEYS, type Emulator } from '@platform-api/emulator';
import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CONFIG_HOME } from '../../../test/lib/processes.ts';
import { emulatorArgs } from '../src/commands/emulator/start.ts';
import { parseHeaderDump } from '../src/commands/webhooks/headers-file.ts';
import { CliContext, type CliIo, createProgram, runCli } from '../src/program.ts';

// The program in-process: the same commands, the emulator answering through its in-process fetch.

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(argv: string[], io: Partial<CliIo> = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  return runCli(argv, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    readStdin: async () => new Uint8Array(),
    ...io,
    // No test reads the profiles of whoever runs it.
    env: { XDG_CONFIG_HOME: NO_CONFIG_HOME, ...io.env },
  }).then((code) => ({ code, stdout, stderr }));
}

let emulator: Emulator;
let workDir: string;

/** Connection to the in-process emulator with a key of one workspace and every scope. */
function connected(env: Record<string, string> = {}): Partial<CliIo> {
  return {
    fetch: emulator.fetch,
    env: { PLATFORM_BASE_URL: emulator.baseUrl, PLATFORM_API_KEY: DEMO_KEYS.globexAdmin, ...env },
  };
}

beforeAll(async () => {
  emulator = await createEmulator({ seed: 'demo' });
  workDir = mkdtempSync(join(tmpdir(), 'platform-api-cli-program-'));
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('parsing', () => {
  it('prints help with examples for every command of the tree', async () => {
    const paths: string[][] = [];
    const walk = (command: Command, path: string[]) => {
      paths.push(path);
      for (const sub of command.commands) walk(sub, [...path, sub.name()]);
    };
    walk(
      createProgram(
        new CliContext({ stdout() {}, stderr() {}, env: {}, readStdin: async () => new Uint8Array() }),
      ),
      [],
    );
    expect(paths.length).toBeGreaterThan(60);
    for (const path of [...paths, ['help', 'webhooks']]) {
      const argv = [...path, '--help'];
      const result = await run(argv);
      expect(result.code, argv.join(' ')).toBe(0);
      expect(result.stdout, argv.join(' ')).toMatch(/^Usage: platform-api /);
      expect(result.stdout, argv.join(' ')).toMatch(/\nExamples:\n( {2}[$#] .+\n)+\n*$/);
      expect(result.stdout, argv.join(' ')).toContain('  $ platform-api ');
    }
  });

  it('rejects unknown commands and options with a hint, exit 1', async () => {
    const unknown = await run(['contact', 'list']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("error: unknown command 'contact'");
    expect(unknown.stderr).toContain('(Did you mean contacts?)');

    const option = await run(['contacts', 'list', '--pagesize', '5']);
    expect(option.code).toBe(1);
    expect(option.stderr).toContain("error: unknown option '--pagesize'");
  });

  it('reports parser errors as one JSON line on stderr with --json, wherever the flag is', async () => {
    const cases: [string[], string][] = [
      [
        ['contacts', 'list', '--page', '0', '--json'],
        "option '--page <n>' argument '0' is invalid. must be an integer from 1 to 10000",
      ],
      [['--json', 'contacts', 'bogus'], "unknown command 'bogus'"],
      [
        ['--json', 'contacts', 'list', '--pagesize', '5'],
        "unknown option '--pagesize' (Did you mean --page-size?)",
      ],
      [['contacts', 'get', '--json'], "missing required argument 'id'"],
      [
        ['contacts', '--json'],
        'missing command: platform-api contacts needs one of list, get, create, update, delete (add --help for usage)',
      ],
    ];
    for (const [argv, message] of cases) {
      const result = await run(argv, connected());
      expect(result.code, argv.join(' ')).toBe(1);
      expect(result.stdout, argv.join(' ')).toBe('');
      expect(result.stderr, argv.join(' ')).toBe(
        `${JSON.stringify({ error: { errorCode: 'USAGE_ERROR', message } })}\n`,
      );
    }
    // Help and version asked for still print as text; a --json after `--` is no flag.
    const help = await run(['contacts', '--help', '--json']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: platform-api contacts /);
    const text = await run(['contacts', 'list', '--page', '0', '--', '--json']);
    expect(text.code).toBe(1);
    expect(text.stderr).toMatch(/^error: option '--page <n>' argument '0' is invalid/);
  });

  it('checks number flags before calling the service', async () => {
    const result = await run(['contacts', 'list', '--page-size', '51'], connected());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "option '--page-size <n>' argument '51' is invalid. must be an integer from 1 to 50",
    );
  });

  it('needs the contact id argument', async () => {
    const result = await run(['contacts', 'get']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("error: missing required argument 'id'");
  });

  it('accepts global options before or after the command', async () => {
    const before = await run(['--json', 'contacts', 'list', '--page-size', '2'], connected());
    const after = await run(['contacts', 'list', '--page-size', '2', '--json'], connected());
    expect(before.code).toBe(0);
    expect(JSON.parse(before.stdout)).toEqual(JSON.parse(after.stdout));
    expect(JSON.parse(after.stdout)).toMatchObject({ page: 1, pageSize: 2, hasMore: true });
  });

  it('forwards the emulator flags as platform-emulator takes them', () => {
    expect(emulatorArgs({})).toEqual([]);
    expect(
      emulatorArgs({
        port: '0',
        host: '0.0.0.0',
        seed: 'empty',
        allowLocalWebhooks: true,
        state: 's.json',
        autosave: '0',
        controlToken: 'token-of-8',
        unlimited: true,
      }),
    ).toEqual([
      '--port',
      '0',
      '--host',
      '0.0.0.0',
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
    ]);
  });
});

describe('contacts', () => {
  it('sends typed emails and phones, repeatable flags in order', async () => {
    const result = await run(
      [
        'contacts',
        'create',
        '--name',
        'Grace Hopper',
        '--email',
        'work:grace@example.com',
        '--email',
        'grace@home.example',
        '--phone',
        'mobile:+1 555 0199',
        '--title',
        'Rear Admiral',
        '--title',
        'Computer Scientist',
        '--json',
      ],
      connected(),
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      name: 'Grace Hopper',
      emails: [{ email: 'grace@example.com', type: 'work' }, { email: 'grace@home.example' }],
      phones: [{ phone: '+1 555 0199', type: 'mobile' }],
      jobTitle: ['Rear Admiral', 'Computer Scientist'],
    });
  });

  it('refuses an unknown email or phone type, naming the known ones, nothing sent', async () => {
    const phone = await run(
      ['contacts', 'create', '--name', 'Fax Only', '--phone', 'fax:+1 555 0100'],
      connected(),
    );
    expect(phone.code).toBe(1);
    expect(phone.stderr).toBe(
      'error: --phone "fax:+1 555 0100": unknown type "fax"; the types are mobile, desk, home, other ' +
        '(e.g. --phone mobile:+15550100), or give the number alone\n',
    );
    const email = await run(
      ['contacts', 'create', '--name', 'Mail', '--email', 'mailto:m@example.com', '--json'],
      connected(),
    );
    expect(email.code).toBe(1);
    expect(JSON.parse(email.stderr).error).toMatchObject({
      errorCode: 'USAGE_ERROR',
      message: expect.stringContaining('unknown type "mailto"; the types are work, personal, other'),
    });
    const list = await run(['contacts', 'list', '--search', 'Fax Only', '--json'], connected());
    expect(JSON.parse(list.stdout).items).toEqual([]);
  });

  it('reads --data from a file and updates only the fields given', async () => {
    const dataFile = join(workDir, 'contact.json');
    writeFileSync(dataFile, JSON.stringify({ name: 'Katherine Johnson', companyName: 'NACA' }));
    const created = await run(['contacts', 'create', '--data', `@${dataFile}`, '--json'], connected());
    expect(created.code).toBe(0);
    const { id } = JSON.parse(created.stdout);

    const updated = await run(
      ['contacts', 'update', id, '--company', 'NASA', '--location', 'Hampton'],
      connected(),
    );
    expect(updated.code).toBe(0);
    expect(updated.stdout).toMatch(/^Updated contact [0-9a-f]{24}$/m);
    expect(updated.stdout).toMatch(/^name:\s+Katherine Johnson$/m);
    expect(updated.stdout).toMatch(/^company:\s+NASA$/m);
    expect(updated.stdout).toMatch(/^location:\s+Hampton$/m);

    const empty = await run(['contacts', 'update', id], connected());
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('Nothing to update');
  });

  it('reads every page with --all', async () => {
    const result = await run(['contacts', 'list', '--all', '--json'], connected());
    expect(result.code).toBe(0);
    const { items, count } = JSON.parse(result.stdout);
    expect(count).toBe(items.length);
    expect(new Set(items.map((item: { id: string }) => item.id)).size).toBe(items.length);
    expect(items.length).toBeGreaterThan(0);
  });

  it('renders local validation failures with the field, nothing sent', async () => {
    const result = await run(['contacts', 'create', '--name', 'X', '--email', 'not-an-email'], connected());
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'error: 400 VALIDATION_ERROR: Invalid request (not sent): emails.0.email: must be a valid email address\n',
    );
  });

  it('needs a name to create', async () => {
    const result = await run(['contacts', 'create', '--email', 'a@example.com'], connected());
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('error: contacts create needs --name <name> (or a "name" in --data)\n');
  });

  it('reports a bad --data as an input error', async () => {
    const result = await run(['contacts', 'create', '--data', '{name:'], connected());
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: --data is not valid JSON: /);
  });
});

describe('errors', () => {
  it('shows when the daily quota resets on a 429', async () => {
    // A tiny CRM quota on a fresh emulator: the second call hits the daily limit.
    const limited = await createEmulator({ seed: 'demo', quotas: { crm: { daily: 1 } } });
    const io = {
      fetch: limited.fetch,
      env: { PLATFORM_BASE_URL: limited.baseUrl, PLATFORM_API_KEY: DEMO_KEYS.globexAdmin },
      now: () => new Date(),
    };
    expect((await run(['contacts', 'list'], io)).code).toBe(0);
    const result = await run(['contacts', 'list'], io);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      // The emulator's message gives the reset instant: the CLI adds the time left.
      /^error: 429 RATE_LIMIT_EXCEEDED: .+ — resets in \d+[hms]( \d+[ms])?\n$/,
    );

    const json = await run(['contacts', 'list', '--json'], io);
    const { error } = JSON.parse(json.stderr);
    expect(error).toMatchObject({
      statusCode: 429,
      errorCode: 'RATE_LIMIT_EXCEEDED',
      details: { period: 'utc_day' },
    });
    expect(error.resetsAt).toMatch(/T00:00:00\.000Z$/);
    expect(error.retryAfter).toBeGreaterThan(0);

    // usage spends no quota and still answers
    const usage = await run(['usage'], io);
    expect(usage.code).toBe(0);
    expect(usage.stdout).toMatch(/^crm\s+1\s+0\s+1\s+█+ 100%/m);
  });

  it("counts the time left to a quota reset on the service's clock, and states the reset once", async () => {
    // The service's clock (its Date header) is 23:17 UTC; the local clock is days away.
    const limited = await createEmulator({
      seed: 'demo',
      quotas: { crm: { daily: 1 } },
      clockStart: '2026-03-10T23:00:00.000Z',
    });
    const io = {
      fetch: limited.fetch,
      env: { PLATFORM_BASE_URL: limited.baseUrl, PLATFORM_API_KEY: DEMO_KEYS.globexAdmin },
      now: () => new Date('2026-03-07T12:00:00.000Z'),
    };
    expect((await run(['contacts', 'list'], io)).code).toBe(0);
    await limited.clock.advance(17 * 60);
    const result = await run(['contacts', 'list'], io);
    expect(result.code).toBe(1);
    // retryAfter is about 43 minutes (00:00 less 23:17), whatever the local clock says.
    expect(result.stderr).toMatch(/ — resets in 4[23]m( \d+s)?\n$/);
    expect(result.stderr.match(/2026-03-11/g)).toHaveLength(1);
    const { error } = JSON.parse((await run(['contacts', 'list', '--json'], io)).stderr);
    expect(error.resetsAt).toBe('2026-03-11T00:00:00.000Z');
    expect(error.retryAfter).toBeGreaterThan(42 * 60);
    expect(error.retryAfter).toBeLessThanOrEqual(43 * 60);
  });

  it("adds the reset instant when the service's message does not give it", async () => {
    const fetch = async (request: Request) =>
      Response.json(
        {
          statusCode: 429,
          errorCode: 'RATE_LIMIT_EXCEEDED',
          message: 'Daily quota used up.',
          path: new URL(request.url).pathname,
          retryAfter: 2580,
          details: { limit: 500, period: 'utc_day' },
        },
        { status: 429, headers: { date: 'Tue, 10 Mar 2026 23:17:00 GMT' } },
      );
    const result = await run(['contacts', 'list'], {
      ...connected(),
      fetch,
      now: () => new Date('2026-03-07T12:00:00.000Z'),
    });
    expect(result.stderr).toBe(
      'error: 429 RATE_LIMIT_EXCEEDED: Daily quota used up. — quota resets at 2026-03-11 00:00 UTC (in 43m)\n',
    );
  });

  it('says how long to wait after a per-minute 429 the SDK does not sit out', async () => {
    // retryAfter above the SDK's maxRetryAfter (60 s): the call fails at once instead of waiting.
    const fetch = async (request: Request) =>
      Response.json(
        {
          statusCode: 429,
          errorCode: 'RATE_LIMIT_EXCEEDED',
          message: 'Too many requests from this address.',
          path: new URL(request.url).pathname,
          retryAfter: 125,
          details: { limit: 60, period: 'minute', scope: 'ip' },
        },
        { status: 429 },
      );
    const result = await run(['contacts', 'list'], { ...connected(), fetch });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'error: 429 RATE_LIMIT_EXCEEDED: Too many requests from this address. — retry in 2m 5s, limit 60 per minute per client IP\n',
    );
  });

  it('shows the error code of a family in its row, n/a for a family without usage, and carries on', async () => {
    const plan = await run(['usage', '--json'], connected({ PLATFORM_API_KEY: DEMO_KEYS.initechFree }));
    expect(plan.code).toBe(0);
    expect(JSON.parse(plan.stdout).families[0]).toMatchObject({
      family: 'crm',
      status: 'error',
      statusCode: 403,
      errorCode: 'PLAN_REQUIRED',
    });

    emulator.addFault({
      method: 'GET',
      path: '/api/v3.0/job-search/public/usage',
      status: 403,
      errorCode: 'SCOPE_FORBIDDEN',
    });
    emulator.addFault({
      method: 'GET',
      path: '/api/v3.0/job-builder/public/usage',
      status: 404,
      errorCode: 'NOT_FOUND',
    });
    const result = await run(['usage'], connected());
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^crm\s+\d+\s+\d+\s+500\s+/m);
    expect(result.stdout).toMatch(/^job-search\s+SCOPE_FORBIDDEN$/m);
    expect(result.stdout).toMatch(/^job-builder\s+n\/a$/m);
    expect(result.stdout).toMatch(/^Resume uploads \(this key\): \d+ of 50 used today, \d+ remaining$/m);
  });

  it("shows a family's server error in its row with the other rows, and exits 1", async () => {
    // Enough faults for the SDK's retries of the GET; cleared afterwards.
    const fault = { method: 'GET', path: '/api/v3.0/candidate-search/public/usage', status: 500, times: 5 };
    try {
      emulator.addFault(fault);
      const result = await run(['usage'], connected());
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/^crm\s+\d+\s+\d+\s+500\s+/m);
      expect(result.stdout).toMatch(/^job-search\s+\d+\s+\d+\s+500\s+/m);
      expect(result.stdout).toMatch(/^candidate-search\s+CANDIDATE_SEARCH_API_ERROR$/m);
      expect(result.stdout).toMatch(/^candidate-search: .+$/m);
      expect(result.stderr).toContain(
        'error: Usage could not be read for candidate-search (500 CANDIDATE_SEARCH_API_ERROR); the other families are shown\n',
      );

      emulator.clearFaults();
      emulator.addFault(fault);
      const json = await run(['usage', '--json'], connected());
      expect(json.code).toBe(1);
      const { families } = JSON.parse(json.stdout);
      expect(families[3]).toMatchObject({
        family: 'candidate-search',
        status: 'error',
        statusCode: 500,
        errorCode: 'CANDIDATE_SEARCH_API_ERROR',
      });
      expect(families.filter((row: { status: string }) => row.status === 'ok')).toHaveLength(4);
      expect(JSON.parse(json.stderr)).toMatchObject({ error: { errorCode: 'USAGE_INCOMPLETE' } });
    } finally {
      emulator.clearFaults();
    }
  });

  it('shows a family whose read got no answer as its row, when the others answered', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4010'), {
      code: 'ECONNREFUSED',
      address: '127.0.0.1',
      port: 4010,
    });
    const fetch = async (request: Request) => {
      if (new URL(request.url).pathname.startsWith('/api/v3.0/job-search/')) {
        throw new TypeError('fetch failed', { cause: refused });
      }
      return emulator.fetch(request);
    };
    const result = await run(['usage', '--json'], { ...connected(), fetch });
    expect(result.code).toBe(1);
    const { families } = JSON.parse(result.stdout);
    expect(families[4]).toMatchObject({
      family: 'job-search',
      status: 'error',
      statusCode: null,
      errorCode: 'CONNECTION_ERROR',
    });
    expect(families[4].message).toContain('`platform-api emulator start`');
    expect(families[0]).toMatchObject({ family: 'crm', status: 'ok' });

    const human = await run(['usage'], { ...connected(), fetch });
    expect(human.code).toBe(1);
    expect(human.stdout).toMatch(/^job-search\s+CONNECTION_ERROR$/m);
    expect(human.stdout).toMatch(/^job-search: Connection error: .+ECONNREFUSED/m);
    expect(human.stderr).toBe(
      'error: Usage could not be read for job-search (CONNECTION_ERROR); the other families are shown\n',
    );
  });

  it('refuses a base URL with /api/v3.0 in it before any call, naming the origin (the SDK says so)', async () => {
    const result = await run(['usage'], connected({ PLATFORM_BASE_URL: `${emulator.baseUrl}/api/v3.0` }));
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `error: --base-url (here from PLATFORM_BASE_URL) is the service origin, without the API's path /api/v3.0 ` +
        `(the SDK adds /api/v3.0/<family>/public/... itself): use ${emulator.baseUrl}\n`,
    );
    const json = await run(['usage', '--json', '--base-url', `${emulator.baseUrl}/api/v3.0/`], connected());
    expect(json.code).toBe(1);
    expect(json.stdout).toBe('');
    expect(JSON.parse(json.stderr).error).toMatchObject({
      errorCode: 'CONFIGURATION_ERROR',
      message: expect.stringContaining(`use ${emulator.baseUrl}`),
    });
  });

  it('says no API answered when every family is a 404: a base URL with /api in it', async () => {
    const result = await run(['usage'], connected({ PLATFORM_BASE_URL: `${emulator.baseUrl}/api` }));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `error: 404 NOT_FOUND: No API answered at ${emulator.baseUrl}/api: the usage endpoint of every family ` +
        `answered 404 — --base-url (or PLATFORM_BASE_URL) is the service origin, without /api/v3.0: try --base-url ${emulator.baseUrl}\n`,
    );
  });

  it('says the server is not the API on a 404 without the error envelope', async () => {
    const fetch = async () => new Response('<h1>Not Found</h1>', { status: 404 });
    const io = {
      fetch,
      env: { PLATFORM_BASE_URL: 'http://127.0.0.1:4615', PLATFORM_API_KEY: DEMO_KEYS.globexAdmin },
    };
    const list = await run(['contacts', 'list'], io);
    expect(list.code).toBe(1);
    expect(list.stderr).toBe(
      'error: 404 HTTP_404: HTTP 404 without an error envelope — the server at http://127.0.0.1:4615 does not ' +
        "answer like the API: --base-url (or PLATFORM_BASE_URL) must be the API's origin, such as " +
        'http://127.0.0.1:4010 (without /api/v3.0)\n',
    );
    const usage = await run(['usage'], io);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toMatch(/^error: 404 HTTP_404: No API answered at http:\/\/127\.0\.0\.1:4615: /);
  });

  it('names the flag, and the variable it came from, in a configuration error', async () => {
    const flag = await run(['usage', '--base-url', '127.0.0.1:4010'], connected());
    expect(flag.code).toBe(1);
    expect(flag.stderr).toBe(
      'error: --base-url must be an absolute http(s) URL such as http://127.0.0.1:4010, got "127.0.0.1:4010"\n',
    );
    const env = await run(['usage'], connected({ PLATFORM_BASE_URL: 'ftp://127.0.0.1:4010' }));
    expect(env.stderr).toBe(
      'error: --base-url (here from PLATFORM_BASE_URL) must use http or https, got "ftp:"\n',
    );
    const workspace = await run(['usage', '--workspace-id', 'abc'], connected());
    expect(workspace.stderr).toBe('error: --workspace-id must be a 24-character hexadecimal id, got "abc"\n');
    expect(JSON.parse((await run(['usage', '--workspace-id', 'abc', '--json'], connected())).stderr)).toEqual(
      {
        error: {
          errorCode: 'CONFIGURATION_ERROR',
          message: '--workspace-id must be a 24-character hexadecimal id, got "abc"',
        },
      },
    );
  });

  it('refuses a base URL with a user name or password, without printing them', async () => {
    const withCredentials = 'http://user:s3cretpw@127.0.0.1:4199';
    const flag = await run(['usage', '--base-url', withCredentials], connected());
    expect(flag.code).toBe(1);
    expect(flag.stderr).toBe(
      'error: --base-url must not contain a user name or password: remove the "user:password@" part ' +
        '(the API key is the only credential)\n',
    );
    const env = await run(['usage', '--json'], connected({ PLATFORM_BASE_URL: withCredentials }));
    expect(JSON.parse(env.stderr).error).toMatchObject({
      errorCode: 'CONFIGURATION_ERROR',
      message: expect.stringMatching(
        /^--base-url \(here from PLATFORM_BASE_URL\) must not contain a user name/,
      ),
    });
    // Not a URL at all (port out of range): quoted, credentials masked.
    const bad = await run(['usage', '--base-url', 'http://user:s3cretpw@127.0.0.1:99999'], connected());
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('got "http://***@127.0.0.1:99999"');
    for (const result of [flag, env, bad]) expect(result.stdout + result.stderr).not.toContain('s3cretpw');
  });

  it('shows the real error for a key of one character (the answer is parsed, then redacted)', async () => {
    const result = await run(['usage', '--api-key', 'a'], connected());
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'error: 401 API_KEY_INVALID: The API key is not valid. — pass --api-key <key>, set PLATFORM_API_KEY, or run `platform-api login`\n',
    );
    const json = await run(['contacts', 'list', '--api-key', 'e', '--json'], connected());
    expect(JSON.parse(json.stderr).error).toMatchObject({ statusCode: 401, errorCode: 'API_KEY_INVALID' });
  });

  it('redacts a copy of the key cut short in a table cell, from 16 characters on', async () => {
    const key = DEMO_KEYS.globexAdmin;
    const created = await run(['contacts', 'create', '--name', `Leaked ${key}`, '--json'], connected());
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout).name).toBe('Leaked [REDACTED]');
    const list = await run(['contacts', 'list', '--search', 'Leaked'], connected());
    expect(list.code).toBe(0);
    // The name column holds 31 characters and `…`: 24 of the key's.
    expect(list.stdout).toMatch(/ {2}Leaked \[REDACTED\]… /);
    expect(list.stdout).not.toContain(key.slice(0, 16));
  });

  it('fails the whole usage command on a bad key', async () => {
    const result = await run(['usage'], connected({ PLATFORM_API_KEY: 'pk_wrong_key_0000000' }));
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^error: 401 API_KEY_INVALID: .+\n$/);
  });

  it('names the workspace problem of a key with several workspaces', async () => {
    const ambiguous = await run(['contacts', 'list'], connected({ PLATFORM_API_KEY: DEMO_KEYS.acmeAdmin }));
    expect(ambiguous.code).toBe(1);
    // In the terminal's words: the flag, the variable, the profile setting (not the API's field), and
    // the key's workspaces, which the emulator tells (here through the same in-process fetch).
    expect(ambiguous.stderr).toBe(
      `error: 400 VALIDATION_ERROR: This key grants 2 workspaces: ${DEMO_IDS.acmeDefaultWorkspace} (Default), ` +
        `${DEMO_IDS.acmeEngineeringWorkspace} (Engineering Hiring); choose one with --workspace-id ` +
        `${DEMO_IDS.acmeDefaultWorkspace}, set PLATFORM_WORKSPACE_ID, or save it in the profile ` +
        `(\`platform-api config set workspace-id ${DEMO_IDS.acmeDefaultWorkspace}\`)\n`,
    );
    expect(ambiguous.stderr).not.toContain('workspaceId');
    const chosen = await run(
      ['contacts', 'list', '--workspace-id', DEMO_IDS.acmeEngineeringWorkspace],
      connected({ PLATFORM_API_KEY: DEMO_KEYS.acmeAdmin }),
    );
    expect(chosen.code).toBe(0);
  });

  it('redacts the key from anything printed, commander errors included', async () => {
    const key = 'pk_live_never_print_me_7c1e9a';
    const result = await run(['contacts', 'get', '--api-key', key, 'x', 'y', key], connected());
    expect(result.code).toBe(1);
    expect(result.stdout + result.stderr).not.toContain(key);
  });
});

describe('webhooks', () => {
  it('signs with every secret given, one signature each, as during a rotation', async () => {
    const bodyFile = join(workDir, 'vector.json');
    writeFileSync(bodyFile, '{"test": 2432232314}');
    const result = await run([
      'webhooks',
      'sign',
      '--secret',
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      '--secret',
      'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD',
      '--body-file',
      bodyFile,
      '--id',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      '--timestamp',
      '2021-02-25T15:02:10Z',
    ]);
    expect(result.code).toBe(0);
    const signature = /^webhook-signature: (.+)$/m.exec(result.stdout)?.[1]?.split(' ');
    expect(signature).toHaveLength(2);
    expect(signature?.[0]).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    expect(result.stdout).toContain('webhook-timestamp: 1614265330\n');
  });

  it('takes --timestamp as Unix seconds or an ISO 8601 date-time with a zone, nothing else', async () => {
    const bodyFile = join(workDir, 'ts.json');
    writeFileSync(bodyFile, '{"id":"evt_ts"}');
    const sign = (...flags: string[]) =>
      run([
        'webhooks',
        'sign',
        '--secret',
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        '--body-file',
        bodyFile,
        ...flags,
      ]);
    for (const [value, seconds] of [
      ['1767225600', 1767225600],
      ['0', 0],
      ['2026-01-01T00:00:00Z', 1767225600],
      ['2026-01-01T02:00+02:00', 1767225600],
      ['2024-02-29T00:00:00.500Z', 1709164800],
    ] as const) {
      const result = await sign('--timestamp', value);
      expect(result.code, value).toBe(0);
      expect(result.stdout, value).toContain(`webhook-timestamp: ${seconds}\n`);
    }
    const rule =
      'must be Unix seconds (digits, e.g. 1767225600) or an ISO 8601 date-time with Z or an offset (e.g. 2026-01-01T00:00:00Z)';
    for (const [value, why] of [
      ['-5', rule],
      ['-1', rule],
      ['1 2', rule],
      ['May 5', rule],
      ['2021-02-30', rule],
      ['2026-01-01', rule],
      ['2026-01-01T00:00:00', rule],
      ['1.5', rule],
      [
        '2021-02-30T00:00:00Z',
        'is not a real date and time (check the day of the month, hours 00-23, the offset)',
      ],
      ['99999999999999999999', 'must be Unix seconds from 0 to 9999999999'],
      ['1767225600000', 'looks like milliseconds; pass seconds (1767225600) or an ISO 8601 date-time'],
      ['1969-12-31T23:59:59Z', 'must be from 1970-01-01T00:00:00Z to 2286-11-20T17:46:39Z'],
    ] as const) {
      const result = await sign('--timestamp', value);
      expect(result.code, value).toBe(1);
      expect(result.stdout, value).toBe('');
      expect(result.stderr, value).toBe(`error: --timestamp ${why}, got "${value}"\n`);
    }
    const json = await sign('--timestamp', '-5', '--json');
    expect(JSON.parse(json.stderr).error.errorCode).toBe('USAGE_ERROR');
  });

  it('refuses a --id a receiver would reject or read differently', async () => {
    const bodyFile = join(workDir, 'id.json');
    writeFileSync(bodyFile, '{"id":"evt_id"}');
    const sign = (id: string) =>
      run([
        'webhooks',
        'sign',
        '--secret',
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        '--body-file',
        bodyFile,
        '--id',
        id,
      ]);
    for (const [id, why] of [
      ['', 'must not be empty: receivers reject a delivery without a webhook-id'],
      ['  ', 'must not be empty: receivers reject a delivery without a webhook-id'],
      [' msg_1', 'must not start or end with a space: receivers read the header trimmed'],
      ['msg_1\nx-evil: 1', 'must be one line without control characters'],
    ] as const) {
      const result = await sign(id);
      expect(result.code, JSON.stringify(id)).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(`error: --id ${why} (leave --id out for the body's "id" or a random one)\n`);
    }
    expect((await sign('msg_1')).stdout).toContain('webhook-id: msg_1\n');
  });

  it('reports an old delivery as timestamp_too_old unless the tolerance allows it', async () => {
    const bodyFile = join(workDir, 'old.json');
    writeFileSync(bodyFile, JSON.stringify({ id: 'evt_old', type: 'webhook.ping', data: { test: true } }));
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const signed = await run([
      'webhooks',
      'sign',
      '--secret',
      secret,
      '--body-file',
      bodyFile,
      '--timestamp',
      '1614265330',
      '--json',
    ]);
    const headers = join(workDir, 'old-headers.json');
    writeFileSync(headers, signed.stdout);
    const old = await run([
      'webhooks',
      'verify',
      '--secret',
      secret,
      '--body-file',
      bodyFile,
      '--headers-file',
      headers,
    ]);
    expect(old.code).toBe(1);
    expect(old.stderr).toMatch(/^error: timestamp_too_old: /);
    const tolerated = await run(
      ['webhooks', 'verify', '--body-file', bodyFile, '--headers-file', headers, '--tolerance', '315000000'],
      { env: { PLATFORM_WEBHOOK_SECRET: secret } },
    );
    expect(tolerated.code).toBe(0);
    expect(tolerated.stdout).toMatch(/^Verified webhook\.ping event evt_old /);
  });

  it('reports missing headers with the verifier code', async () => {
    const bodyFile = join(workDir, 'nohdr.json');
    writeFileSync(bodyFile, '{}');
    const result = await run([
      'webhooks',
      'verify',
      '--secret',
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      '--body-file',
      bodyFile,
      '--json',
    ]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stderr)).toMatchObject({ error: { errorCode: 'missing_header' } });
  });

  it('reads header dumps: JSON, sign output, curl -v and raw requests', () => {
    expect(
      parseHeaderDump('{"Webhook-Id":"a","webhook-timestamp":1,"webhook-signature":["v1,x","v1,y"]}', 'h'),
    ).toEqual({
      'webhook-id': 'a',
      'webhook-timestamp': '1',
      'webhook-signature': ['v1,x', 'v1,y'],
    });
    expect(parseHeaderDump('webhook-id: a\nwebhook-timestamp: 1\nwebhook-signature: v1,x\n', 'h')).toEqual({
      'webhook-id': 'a',
      'webhook-timestamp': '1',
      'webhook-signature': 'v1,x',
    });
    const curl =
      '> POST /hooks HTTP/1.1\r\n> Host: localhost\r\n> Webhook-Id: a\r\n> Webhook-Signature: v1,x\r\n>\r\n';
    expect(parseHeaderDump(curl, 'h')).toEqual({
      host: 'localhost',
      'webhook-id': 'a',
      'webhook-signature': 'v1,x',
    });
    const raw = 'POST /hooks HTTP/1.1\nwebhook-id: a\n\n{"id": "x: y"}\n';
    expect(parseHeaderDump(raw, 'h')).toEqual({ 'webhook-id': 'a' });
  });
});
