import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  APIConnectionError,
  AuthenticationError,
  ConfigurationError,
  deriveIdempotencyKey,
  isPlatformError,
  PlatformClient,
  type PlatformError,
  ValidationError,
} from '../src/index.ts';
import {
  API_KEY,
  BASE_URL,
  CONTACT_ID,
  contact,
  errorResponse,
  fakeFetch,
  json,
  testClient,
  usageRecord,
  WORKSPACE_ID,
} from './support/fake-fetch.ts';

const usage = usageRecord({ resumeUpload: { dailyLimit: 50, used: 0, remaining: 50 } });

beforeEach(() => {
  // A developer machine may have these set; every test starts from a clean environment.
  vi.stubEnv('PLATFORM_API_KEY', undefined);
  vi.stubEnv('PLATFORM_BASE_URL', undefined);
  vi.stubEnv('PLATFORM_WORKSPACE_ID', undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('configuration', () => {
  test('a key with a character a header cannot carry is refused at construction, never quoted', () => {
    for (const apiKey of [`${API_KEY}\r\nX-Evil: 1`, `${API_KEY}\u0000`, `pk_é${API_KEY}`, `pk x`]) {
      let caught: unknown;
      try {
        new PlatformClient({ apiKey, baseUrl: BASE_URL });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ConfigurationError);
      expect(String(caught)).toMatch(
        /character an HTTP header cannot carry \(U\+[0-9A-F]{4} at position \d+\)/,
      );
      expect(`${String(caught)} ${inspect(caught)}`).not.toContain(API_KEY);
    }
  });

  test('the environment switches are read in any case; a value they do not know is an error', () => {
    vi.stubEnv('PLATFORM_VALIDATE_RESPONSES', 'STRICT');
    vi.stubEnv('PLATFORM_LOG', 'Debug');
    expect(() => new PlatformClient({ apiKey: API_KEY, baseUrl: BASE_URL, logger: console })).not.toThrow();
    vi.stubEnv('PLATFORM_VALIDATE_RESPONSES', 'true');
    expect(() => new PlatformClient({ apiKey: API_KEY, baseUrl: BASE_URL })).toThrow(
      /PLATFORM_VALIDATE_RESPONSES must be 'off', 'warn' or 'strict', got "true"/,
    );
    vi.stubEnv('PLATFORM_VALIDATE_RESPONSES', 'strict');
    vi.stubEnv('PLATFORM_LOG', 'verbose');
    expect(() => new PlatformClient({ apiKey: API_KEY, baseUrl: BASE_URL })).toThrow(
      /PLATFORM_LOG must be one of off, error, warn, info, debug, got "verbose"/,
    );
    // An option given in code wins over the environment, and is named as the option.
    expect(() => new PlatformClient({ apiKey: API_KEY, baseUrl: BASE_URL, logLevel: 'off' })).not.toThrow();
  });

  test('a missing API key is a configuration error at construction', () => {
    const construct = () => new PlatformClient({ baseUrl: BASE_URL });
    expect(construct).toThrow(ConfigurationError);
    expect(construct).toThrow(/PLATFORM_API_KEY/);
    try {
      construct();
    } catch (error) {
      expect(isPlatformError(error, 'CONFIGURATION_ERROR')).toBe(true);
    }
  });

  test('a missing base URL is a configuration error that does not show the key', () => {
    let caught: unknown;
    try {
      new PlatformClient({ apiKey: API_KEY });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigurationError);
    expect(String(caught)).toMatch(/PLATFORM_BASE_URL/);
    expect(`${String(caught)} ${JSON.stringify(caught)}`).not.toContain(API_KEY);
  });

  test.each([
    ['baseUrl', { baseUrl: 'not a url' }, /absolute http\(s\) URL/],
    ['baseUrl', { baseUrl: 'ftp://x.test' }, /http or https/],
    ['workspaceId', { workspaceId: 'nope' }, /24-character/],
    ['maxRetries', { maxRetries: -1 }, /maxRetries/],
    ['timeout', { timeout: 0 }, /timeout/],
    ['maxRetryAfter', { maxRetryAfter: -5 }, /maxRetryAfter/],
    ['authScheme', { authScheme: 'basic' as never }, /authScheme/],
  ])('an invalid %s is rejected', (_name, options, message) => {
    expect(() => new PlatformClient({ apiKey: API_KEY, baseUrl: BASE_URL, ...options })).toThrow(message);
  });

  test.each([
    ['http://user:s3cretpw@127.0.0.1:4010', /^baseUrl must not contain a user name or password/],
    ['http://:s3cretpw@127.0.0.1:4010', /^baseUrl must not contain a user name or password/],
    // Not a URL (the port): quoted with the credentials masked.
    ['http://user:s3cretpw@127.0.0.1:99999', /got "http:\/\/\*\*\*@127\.0\.0\.1:99999"$/],
  ])('a baseUrl with credentials (%s) is refused without quoting them', (baseUrl, message) => {
    let caught: unknown;
    try {
      new PlatformClient({ apiKey: API_KEY, baseUrl });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigurationError);
    expect((caught as Error).message).toMatch(message);
    expect(`${String(caught)} ${JSON.stringify(caught)}`).not.toContain('s3cretpw');
  });

  test('falls back to PLATFORM_API_KEY, PLATFORM_BASE_URL and PLATFORM_WORKSPACE_ID', async () => {
    vi.stubEnv('PLATFORM_API_KEY', 'env-key');
    vi.stubEnv('PLATFORM_BASE_URL', 'http://env.test:4010/');
    vi.stubEnv('PLATFORM_WORKSPACE_ID', WORKSPACE_ID);
    const fetch = fakeFetch(json(200, usage));
    const client = new PlatformClient({ fetch });
    expect(client.baseUrl).toBe('http://env.test:4010');
    expect(client.workspaceId).toBe(WORKSPACE_ID);
    await client.crm.usage();
    const [request] = fetch.requests;
    expect(request?.url.origin).toBe('http://env.test:4010');
    expect(request?.url.pathname).toBe('/api/v3.0/crm/public/usage');
    expect(request?.headers.get('x-api-key')).toBe('env-key');
    expect(request?.url.searchParams.get('workspaceId')).toBe(WORKSPACE_ID);
  });

  test('options win over the environment', async () => {
    vi.stubEnv('PLATFORM_API_KEY', 'env-key');
    vi.stubEnv('PLATFORM_BASE_URL', 'http://env.test');
    const fetch = fakeFetch(json(200, usage));
    await new PlatformClient({ apiKey: 'option-key', baseUrl: 'http://option.test', fetch }).crm.usage();
    expect(fetch.requests[0]?.url.origin).toBe('http://option.test');
    expect(fetch.requests[0]?.headers.get('x-api-key')).toBe('option-key');
  });

  test('a base URL with a path keeps it', async () => {
    const fetch = fakeFetch(json(200, usage));
    await new PlatformClient({ apiKey: API_KEY, baseUrl: 'https://proxy.test/platform/', fetch }).crm.usage();
    expect(fetch.requests[0]?.url.toString()).toBe('https://proxy.test/platform/api/v3.0/crm/public/usage');
  });

  test.each([
    ['http://127.0.0.1:4010/api/v3.0', 'http://127.0.0.1:4010', '/api/v3.0'],
    ['http://127.0.0.1:4010/api/v3.0/', 'http://127.0.0.1:4010', '/api/v3.0'],
    [
      'https://proxy.test/platform/api/v3.0/crm/public',
      'https://proxy.test/platform',
      '/api/v3.0/crm/public',
    ],
    ['http://127.0.0.1:4010/API/V3', 'http://127.0.0.1:4010', '/API/V3'],
  ])('a baseUrl with the API path (%s) is refused, naming the origin to use', (baseUrl, origin, path) => {
    const fetch = fakeFetch(json(200, usage));
    let caught: unknown;
    try {
      new PlatformClient({ apiKey: API_KEY, baseUrl, fetch });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigurationError);
    expect((caught as Error).message).toBe(
      `baseUrl is the service origin, without the API's path ${path} (the SDK adds /api/v3.0/<family>/public/... itself): use ${origin}`,
    );
    // From the environment too, and nothing is sent.
    vi.stubEnv('PLATFORM_BASE_URL', baseUrl);
    expect(() => new PlatformClient({ apiKey: API_KEY, fetch })).toThrow(`use ${origin}`);
    expect(fetch.requests).toHaveLength(0);
  });

  test('withOptions keeps the key and changes the rest', async () => {
    const fetch = fakeFetch(json(200, usage));
    const base = new PlatformClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch });
    const other = base.withOptions({ workspaceId: WORKSPACE_ID, maxRetries: 0 });
    expect(other.maxRetries).toBe(0);
    await other.crm.usage();
    expect(fetch.requests[0]?.headers.get('x-api-key')).toBe(API_KEY);
    expect(fetch.requests[0]?.url.searchParams.get('workspaceId')).toBe(WORKSPACE_ID);
  });
});

describe('authentication', () => {
  test('sends the key as x-api-key by default', async () => {
    const { client, fetch } = testClient(fakeFetch(json(200, usage)));
    await client.crm.usage();
    expect(fetch.requests[0]?.headers.get('x-api-key')).toBe(API_KEY);
    expect(fetch.requests[0]?.headers.has('authorization')).toBe(false);
    expect(fetch.requests[0]?.headers.get('accept')).toBe('application/json');
  });

  test("sends Authorization: Bearer with authScheme 'bearer'", async () => {
    const { client, fetch } = testClient(fakeFetch(json(200, usage)), { authScheme: 'bearer' });
    await client.crm.usage();
    expect(fetch.requests[0]?.headers.get('authorization')).toBe(`Bearer ${API_KEY}`);
    expect(fetch.requests[0]?.headers.has('x-api-key')).toBe(false);
  });

  test('default and per-request headers are sent; they cannot replace the auth header', async () => {
    const { client, fetch } = testClient(fakeFetch(json(200, usage)), {
      defaultHeaders: { 'x-app': 'sync', 'x-api-key': 'spoofed' },
    });
    await client.crm.usage({ headers: { 'x-trace': 't1', 'x-app': 'override' } });
    const headers = fetch.requests[0]?.headers;
    expect(headers?.get('x-app')).toBe('override');
    expect(headers?.get('x-trace')).toBe('t1');
    expect(headers?.get('x-api-key')).toBe(API_KEY);
  });
});

describe('workspaceId', () => {
  test('the client-level workspaceId is sent on every request', async () => {
    const { client, fetch } = testClient(
      fakeFetch(
        json(200, { items: [], page: 1, pageSize: 10, hasMore: false }),
        json(201, contact({ deduplicated: false })),
        json(200, { id: CONTACT_ID, deleted: true }),
      ),
      { workspaceId: WORKSPACE_ID },
    );
    await client.crm.contacts.list({ pageSize: 10 });
    await client.crm.contacts.create({ name: 'Ada' });
    await client.crm.contacts.delete(CONTACT_ID);
    expect(fetch.requests.map((r) => r.url.searchParams.get('workspaceId'))).toEqual([
      WORKSPACE_ID,
      WORKSPACE_ID,
      WORKSPACE_ID,
    ]);
    expect(fetch.requests[0]?.url.searchParams.get('pageSize')).toBe('10');
  });

  test('a request option overrides it', async () => {
    const other = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    const { client, fetch } = testClient(fakeFetch(json(200, usage)), { workspaceId: WORKSPACE_ID });
    await client.crm.usage({ workspaceId: other });
    expect(fetch.requests[0]?.url.searchParams.getAll('workspaceId')).toEqual([other]);
  });

  test('is absent when not configured', async () => {
    const { client, fetch } = testClient(fakeFetch(json(200, usage)));
    await client.crm.usage();
    expect(fetch.requests[0]?.url.searchParams.has('workspaceId')).toBe(false);
  });

  test('a malformed per-request workspaceId fails locally', async () => {
    const { client, fetch } = testClient(fakeFetch());
    const error = await client.crm.usage({ workspaceId: 'abc' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details.map((d) => d.field)).toEqual(['workspaceId']);
    expect(fetch.requests).toHaveLength(0);
  });
});

/** Everything reachable from a value, as text, Headers expanded. */
function dump(value: unknown): string {
  return `${JSON.stringify(value, (_k, v: unknown) => (v instanceof Headers ? Object.fromEntries(v) : v))} ${inspect(value, { depth: 20, showHidden: true })}`;
}

describe('the API key never leaks', () => {
  test('not in an API error, even when the service echoes it', async () => {
    const { client } = testClient(
      fakeFetch(
        errorResponse(
          401,
          'API_KEY_INVALID',
          { message: `key ${API_KEY} is invalid` },
          { 'x-echo-key': API_KEY },
        ),
      ),
    );
    const error = await client.crm.contacts.get(CONTACT_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    const apiError = error as AuthenticationError;
    expect(String(apiError)).not.toContain(API_KEY);
    expect(apiError.message).toContain('[REDACTED]');
    expect(JSON.stringify(apiError)).not.toContain(API_KEY);
    expect(dump(apiError)).not.toContain(API_KEY);
    expect([...apiError.headers.values()].join(' ')).not.toContain(API_KEY);
    expect(apiError.headers.get('x-echo-key')).toBe('[REDACTED]');
  });

  test.each(['x-api-key', 'bearer'] as const)('not in a connection error (%s)', async (authScheme) => {
    const { client } = testClient(fakeFetch(new TypeError('fetch failed')), { authScheme, maxRetries: 0 });
    const error = await client.crm.contacts.get(CONTACT_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(dump(error)).not.toContain(API_KEY);
    expect(String(error)).toContain(`GET ${BASE_URL}/api/v3.0/crm/public/contacts/${CONTACT_ID}`);
  });

  test('not in the client itself', () => {
    const { client } = testClient(fakeFetch());
    expect(inspect(client, { depth: 5 })).not.toContain(API_KEY);
    expect(Object.values(client).join(' ')).not.toContain(API_KEY);
  });

  test.each(['x-api-key', 'bearer'] as const)('not in anything passed to a hook (%s)', async (authScheme) => {
    const seen: unknown[] = [];
    const record = (state: unknown) => {
      seen.push(state);
    };
    const { client } = testClient(
      fakeFetch(errorResponse(503, 'CRM_API_ERROR'), errorResponse(404, 'NOT_FOUND', { message: API_KEY })),
      {
        authScheme,
        hooks: {
          beforeRequest: [record],
          afterResponse: [record],
          beforeRetry: [record],
          beforeError: [record],
        },
      },
    );
    await expect(client.crm.contacts.get(CONTACT_ID)).rejects.toMatchObject({ errorCode: 'NOT_FOUND' });
    expect(seen).toHaveLength(6); // 2 × beforeRequest, 2 × afterResponse, beforeRetry, beforeError
    expect(dump(seen)).not.toContain(API_KEY);
    const [first] = seen as { request: { headers: Record<string, string> } }[];
    const authHeader = authScheme === 'bearer' ? 'authorization' : 'x-api-key';
    expect(first?.request.headers[authHeader]).toBe('[REDACTED]');
  });
});

describe('hooks', () => {
  test('run in order with one state object each', async () => {
    const events: string[] = [];
    const { client } = testClient(fakeFetch(errorResponse(500, 'CRM_API_ERROR'), json(200, contact())), {
      hooks: {
        beforeRequest: [
          ({ request, attempt }) => void events.push(`request ${attempt} ${request.method} ${request.path}`),
        ],
        afterResponse: [
          ({ response, attempt }) => void events.push(`response ${attempt} ${response.status}`),
        ],
        beforeRetry: [({ error, delayMs }) => void events.push(`retry ${error.errorCode} ${delayMs}`)],
        beforeError: [() => void events.push('error')],
      },
    });
    await client.crm.contacts.get(CONTACT_ID);
    expect(events).toEqual([
      'request 1 GET /contacts/{id}',
      'response 1 500',
      'retry CRM_API_ERROR 437.5',
      'request 2 GET /contacts/{id}',
      'response 2 200',
    ]);
  });

  test('beforeError sees the final error', async () => {
    const errors: PlatformError[] = [];
    const { client } = testClient(fakeFetch(errorResponse(404, 'NOT_FOUND')), {
      hooks: { beforeError: [({ error }) => void errors.push(error)] },
    });
    const thrown = await client.crm.contacts.get(CONTACT_ID).catch((e: unknown) => e);
    expect(errors).toEqual([thrown]);
  });

  test('a throwing hook fails the call with its error', async () => {
    const { client, fetch } = testClient(fakeFetch(json(200, usage)), {
      hooks: {
        beforeRequest: [
          () => {
            throw new Error('hook says no');
          },
        ],
      },
    });
    await expect(client.crm.usage()).rejects.toThrow('hook says no');
    expect(fetch.requests).toHaveLength(0);
  });

  test('do not run for requests rejected locally', async () => {
    const beforeRequest = vi.fn();
    const { client } = testClient(fakeFetch(), { hooks: { beforeRequest: [beforeRequest] } });
    await expect(client.crm.contacts.get('bad')).rejects.toBeInstanceOf(ValidationError);
    expect(beforeRequest).not.toHaveBeenCalled();
  });
});

describe('every error the SDK throws is a PlatformError', () => {
  test('a resume path that cannot be read is a local VALIDATION_ERROR of `file`, nothing sent', async () => {
    const { client, fetch } = testClient(fakeFetch());
    const error = await client.crm.contacts
      .uploadResume(CONTACT_ID, '/no/such/folder/resume.pdf')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details).toEqual([
      {
        field: 'file',
        message: expect.stringMatching(/^cannot read the file \/no\/such\/folder\/resume\.pdf \(ENOENT\)/),
      },
    ]);
    expect(fetch.requests).toHaveLength(0);
  });

  test('deriveIdempotencyKey of a value with no JSON form is a CONFIGURATION_ERROR', async () => {
    const circular: Record<string, unknown> = { name: 'x' };
    circular.self = circular;
    for (const value of [circular, { n: 1n }]) {
      const error = await deriveIdempotencyKey(value).catch((e: unknown) => e);
      expect(isPlatformError(error, 'CONFIGURATION_ERROR')).toBe(true);
      expect((error as Error).message).toMatch(/^deriveIdempotencyKey takes JSON data/);
    }
    expect(await deriveIdempotencyKey({ b: 1, a: 2 })).toBe(await deriveIdempotencyKey({ a: 2, b: 1 }));
  });
});

describe("zod's global configuration is the application's", () => {
  test('the SDK sets none, and an application locale does not change its messages', async () => {
    const z = await import('zod/mini');
    // The SDK is loaded (this file imports it): an application's own schema keeps zod's words.
    const mine = z.safeParse(z.string(), undefined);
    expect(mine.error?.issues[0]?.message).not.toBe('is required');
    // An application that sets its own messages globally...
    z.config({ localeError: () => 'Ungültige Eingabe' });
    try {
      const { client, fetch } = testClient(fakeFetch());
      const error = await client.crm.contacts.create({} as never).catch((e: unknown) => e);
      // ...still gets the SDK's own.
      expect((error as ValidationError).details).toEqual([{ field: 'name', message: 'is required' }]);
      expect(fetch.requests).toHaveLength(0);
    } finally {
      z.config({ localeError: undefined });
    }
  });
});
