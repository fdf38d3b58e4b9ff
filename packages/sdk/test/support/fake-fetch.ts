import { type ClientOptions, PlatformClient } from '../../src/index.ts';
import { kInternal } from '../../src/internal/internal-options.ts';

export const API_KEY = 'sk_test_0123456789_SECRET_KEY_VALUE';
export const BASE_URL = 'http://api.test';
export const CONTACT_ID = '64b7f0c2a1d4e5f6a7b8c9d0';
export const WORKSPACE_ID = '0123456789abcdef01234567';

/**
 * An endpoint that accepts `Idempotency-Key` (CRM `POST /public/lists`), standing in for the
 * resource methods later issues add.
 */
export const CREATE_LIST = {
  method: 'POST',
  family: 'crm',
  path: '/lists',
  body: { name: 'Backend hiring' },
  idempotent: true,
} as const;

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON body, or undefined. */
  body: unknown;
  signal: AbortSignal;
}

/** A queued answer: a Response, an error to throw, or a function of the request. */
export type Scripted = Response | Error | ((request: Request) => Response | Promise<Response>);

export interface FakeFetch {
  (input: Request, init?: RequestInit): Promise<Response>;
  requests: RecordedRequest[];
  /** Queues more answers. */
  push(...answers: Scripted[]): void;
}

/** A scripted `fetch`: answers with the queued items in order and records every request. */
export function fakeFetch(...answers: Scripted[]): FakeFetch {
  const queue = [...answers];
  const requests: RecordedRequest[] = [];
  const fetch = async (input: Request): Promise<Response> => {
    const text = await input.clone().text();
    requests.push({
      method: input.method,
      url: new URL(input.url),
      headers: input.headers,
      body: text === '' ? undefined : JSON.parse(text),
      signal: input.signal,
    });
    const next = queue.shift();
    if (next === undefined) throw new Error(`fakeFetch: no answer queued for ${input.method} ${input.url}`);
    if (next instanceof Error) throw next;
    if (typeof next === 'function') return next(input);
    return next;
  };
  return Object.assign(fetch, { requests, push: (...more: Scripted[]) => void queue.push(...more) });
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A spec-shaped error answer. */
export function errorResponse(
  status: number,
  errorCode: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return json(
    status,
    {
      statusCode: status,
      errorCode,
      message: `${errorCode} happened`,
      path: '/api/v3.0/crm/public/contacts',
      ...extra,
    },
    headers,
  );
}

export function rateLimited(retryAfter: number, period: 'minute' | 'utc_day', limit = 30): Response {
  return errorResponse(
    429,
    'RATE_LIMIT_EXCEEDED',
    { retryAfter, details: { limit, period } },
    {
      'retry-after': String(retryAfter),
    },
  );
}

/** A family's usage record as the service answers it (`GET /public/usage`). */
export function usageRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    dailyQuota: 500,
    used: 1,
    remaining: 499,
    resetsAt: '2026-01-02T00:00:00.000Z',
    period: 'utc_day',
    ...overrides,
  };
}

export function contact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: CONTACT_ID,
    name: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    jobTitle: ['Engineer'],
    companyName: 'Analytical Engines',
    companyId: null,
    emails: [{ email: 'ada@example.com', type: 'work' }],
    phones: [],
    linkedinUrl: null,
    locationName: 'London',
    locationGeoNameId: null,
    tags: [],
    hasResume: false,
    resumeCount: 0,
    platformUserId: null,
    linkedPlatformUser: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export interface TestClient {
  client: PlatformClient;
  fetch: FakeFetch;
  /** Every retry wait requested, in milliseconds (no real time passes). */
  sleeps: number[];
}

/** A client on a fake fetch whose retry waits return at once (still honouring abort). */
export function testClient(fetch: FakeFetch, options: ClientOptions = {}): TestClient {
  const sleeps: number[] = [];
  const client = new PlatformClient({
    apiKey: API_KEY,
    baseUrl: BASE_URL,
    fetch,
    ...options,
    [kInternal]: {
      sleep: async (ms: number, signal?: AbortSignal) => {
        sleeps.push(ms);
        if (signal?.aborted) throw signal.reason;
      },
      random: () => 0.5,
    },
  } as ClientOptions);
  return { client, fetch, sleeps };
}
