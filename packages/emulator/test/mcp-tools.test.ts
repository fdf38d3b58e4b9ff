import { operations, QUOTAS, RESUME_LIMITS, TEXT_LIMITS } from '@platform-api/sdk/operations';
import { describe, expect, it } from 'vitest';
import type { Emulator } from '../src/index.ts';
import { call, expectError, setup } from './helpers.ts';

/**
 * The texts of the agent tools, through `/mcp` on the in-process fetch (JSON-RPC of the 2025
 * protocol, stateless): what an agent reads must send it where the API will answer.
 */

const MCP_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-11-25',
};

interface ToolResult {
  isError?: boolean;
  text: string;
  structured: any;
}

async function tool(emu: Emulator, key: string, name: string, args: Record<string, unknown> = {}) {
  const res = await call(emu, 'POST', '/mcp', {
    key,
    headers: MCP_HEADERS,
    body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } },
  });
  expect(res.status).toBe(200);
  const result = res.body.result as {
    isError?: boolean;
    content: { text: string }[];
    structuredContent?: unknown;
  };
  return {
    isError: result.isError,
    text: result.content.map((c) => c.text).join('\n'),
    structured: result.structuredContent as any,
  } satisfies ToolResult;
}

/** Every ISO 8601 instant a text names. */
const instants = (text: string) => [...new Set(text.match(/\d{4}-\d\d-\d\dT[\d:.]+Z/g) ?? [])];

describe('search tools: the last line never points to a page the API refuses', () => {
  it('search_candidates and search_jobs at page 100 say more exist beyond it; page 99 points to 100', async () => {
    const f = await setup({ unlimited: true });
    await f.emu.addCandidates(
      Array.from({ length: 102 }, (_, i) => ({ headline: `Wombat keeper ${i}`, topSkills: ['Wombats'] })),
    );
    await f.emu.addPublicJobs(Array.from({ length: 102 }, (_, i) => ({ title: `Wombat keeper ${i}` })));

    // The REST answer keeps hasMore: more matches exist, even past the last page served.
    const rest = await call(f.emu, 'POST', '/api/v3.0/candidate-search/public/search', {
      key: f.key,
      body: { query: 'wombat', page: 100, pageSize: 1 },
    });
    expect(rest.body).toMatchObject({ page: 100, pageSize: 1, hasMore: true });

    for (const [name, args, rows] of [
      ['search_candidates', { query: 'wombat' }, 'candidates'],
      ['search_jobs', { query: 'wombat' }, 'jobs'],
    ] as const) {
      const last = await tool(f.emu, f.key, name, { ...args, page: 100, pageSize: 1 });
      expect(last.isError, last.text).toBeFalsy();
      expect(last.structured).toMatchObject({ page: 100, hasMore: true });
      const lastLine = last.text.split('\n').at(-1)!;
      expect(lastLine).toBe(
        `more ${rows} match beyond page 100, the last page the API serves: narrow the query (more precise words or filters) to reach them`,
      );
      expect(last.text).not.toMatch(/page 101/);
      const refused = await tool(f.emu, f.key, name, { ...args, page: 101, pageSize: 1 });
      expect(refused.isError).toBe(true);

      const before = await tool(f.emu, f.key, name, { ...args, page: 99, pageSize: 1 });
      expect(before.text.split('\n').at(-1)).toBe('more: call again with page 100');
      const end = await tool(f.emu, f.key, name, { ...args, page: 11, pageSize: 10 });
      expect(end.text.split('\n').at(-1)).toBe(`no more ${rows}`);
    }
  });
});

describe('search_candidates', () => {
  it('shows the scrubbed public profile: a URL holding a phone is null, its video gone', async () => {
    const f = await setup();
    await f.emu.addCandidates([
      {
        headline: 'Emu herder',
        videoUrl: 'https://cdn.platform.example/v.mp4?wa=+34612345678',
        profileUrl: 'https://www.platform.example/talent/emu-4?call=%2B34612345678',
        avatarUrl: 'https://cdn.platform.example/avatars/1700000000123.jpg',
      },
    ]);
    const res = await tool(f.emu, f.key, 'search_candidates', { query: 'emu herder' });
    expect(res.structured.candidates[0]).toMatchObject({
      videoUrl: null,
      hasVideo: false,
      profileUrl: null,
      avatarUrl: 'https://cdn.platform.example/avatars/1700000000123.jpg',
    });
    expect(JSON.stringify(res)).not.toContain('612345678');
    const video = await tool(f.emu, f.key, 'search_candidates', { query: 'emu herder', requireVideo: true });
    expect(video.structured.candidates).toEqual([]);
  });
});

describe('search tools: what an agent reads holds no contact data', () => {
  /** Patterns of contact data: none may match anything a search tool answers. */
  const LEAK =
    /@|example\.(?:com|org)|\.xx|live:|linkedin\.com\/|t\.me\/|ana[-_](?:nurse|rn)|612|\+34|&[a-z#0-9]+;|<\/?[a-z]+>/i;

  it('search_candidates: an address goes whole from every text (no `[contact hidden].xx@example.com`), handles too', async () => {
    const f = await setup();
    await f.emu.addCandidates([
      {
        displayName: 'Ana López (ana.xx@example.com)',
        headline: 'ICU nurse — LinkedIn: ana-nurse',
        summary:
          'Write to ana.maria.xx@example.com or j&#111;hn&#64;example&#46;org. Skype: live:ana.silva; ' +
          'Telegram @ana_rn or t.me/ana_rn; WhatsApp +34 612 345 678. 12 years in ICU, C# and .NET.',
        topSkills: ['Intensive care', 'linkedin.com/in/ana-nurse'],
        locationName: 'Madrid · tel. 612 345 678',
      },
    ]);
    const res = await tool(f.emu, f.key, 'search_candidates', { query: 'icu nurse' });
    expect(res.isError).toBeFalsy();
    expect(res.structured.candidates[0]).toMatchObject({
      displayName: 'Ana López',
      headline: 'ICU nurse',
      summary:
        'Write to [contact hidden] or [contact hidden]. Skype: [contact hidden]; Telegram [contact hidden] or ' +
        '[contact hidden]; WhatsApp [contact hidden]. 12 years in ICU, C# and .NET.',
      topSkills: ['Intensive care'],
      locationName: 'Madrid',
    });
    expect(res.text).toContain('Ana López — ICU nurse');
    expect(JSON.stringify(res.structured)).not.toMatch(LEAK);
    expect(res.text).not.toMatch(LEAK);
  });

  it('search_jobs: an HTML description full of character references is plain text, decoded, then scrubbed', async () => {
    const f = await setup();
    await f.emu.addPublicJobs([
      {
        title: 'Enfermera de UCI',
        companyName: 'Hospital Sur — ana.xx@example.com',
        description:
          '<h2>Enfermera en Espa&ntilde;a</h2><p>45.000&nbsp;&euro; &ndash; 55.000&nbsp;&euro; al a&ntilde;o</p>' +
          '<ul><li>Escr&iacute;benos: j&#111;hn&#64;example&#46;org</li><li>Tel&eacute;fono: &#43;34&#32;612&#32;345&#32;678</li>' +
          '<li>LinkedIn: <a href="https://linkedin.com/in/ana-nurse">ana-nurse</a></li></ul>',
      },
    ]);
    const res = await tool(f.emu, f.key, 'search_jobs', { query: 'enfermera españa' });
    expect(res.isError).toBeFalsy();
    expect(res.structured.jobs).toHaveLength(1);
    expect(res.structured.jobs[0]).toMatchObject({
      title: 'Enfermera de UCI',
      companyName: 'Hospital Sur',
      description:
        'Enfermera en España\n\n45.000 € – 55.000 € al año\n\n• Escríbenos: [contact hidden]\n' +
        '• Teléfono: [contact hidden]\n• LinkedIn: [contact hidden]',
    });
    expect(res.text).toContain('Enfermera de UCI — Hospital Sur');
    expect(JSON.stringify(res.structured)).not.toMatch(LEAK);
    expect(res.text).not.toMatch(LEAK);
  });
});

describe('list_api_usage', () => {
  it('a rate-limited usage read says when to read again, distinct from a plan or scope refusal', async () => {
    const start = '2026-11-27T14:00:00.000Z';
    const f = await setup({ clockStart: start, quotas: { 'candidate-search': { usagePerMinute: 1 } } });
    const first = await tool(f.emu, f.key, 'list_api_usage');
    expect(first.structured.families.every((r: { available: boolean }) => r.available)).toBe(true);

    const second = await tool(f.emu, f.key, 'list_api_usage');
    expect(second.isError).toBeFalsy();
    const row = second.structured.families.find((r: { family: string }) => r.family === 'candidate-search');
    expect(row).toMatchObject({
      available: false,
      dailyQuota: null,
      retryAfter: 60,
      reason: expect.stringMatching(/^RATE_LIMIT_EXCEEDED: /),
    });
    const at = Date.parse(row.retryAt);
    expect(at - Date.parse(f.emu.clock.now())).toBeGreaterThan(59_000);
    expect(at - Date.parse(start)).toBeLessThanOrEqual(61_000);
    expect(second.text).toContain(
      `candidate-search: rate-limited, retry after 60 s (at ${row.retryAt}): RATE_LIMIT_EXCEEDED: `,
    );
    // The other families were read.
    const crm = second.structured.families.find((r: { family: string }) => r.family === 'crm');
    expect(crm).toMatchObject({ available: true, retryAfter: null, retryAt: null });

    // A plan refusal stays "unavailable", with no time to retry.
    const free = await f.emu.createOrg({ name: 'Free Org', plan: 'free' });
    const freeKey = (await f.emu.createKey(free.id)).key;
    const refused = await tool(f.emu, freeKey, 'list_api_usage');
    const builder = refused.structured.families.find((r: { family: string }) => r.family === 'job-builder');
    expect(builder).toMatchObject({ available: false, retryAfter: null, retryAt: null });
    expect(refused.text).toMatch(/^job-builder: unavailable \(PLAN_REQUIRED: /m);
    expect(refused.text).not.toMatch(/rate-limited/);
  });
});

describe('tool errors', () => {
  it('a daily 429 names one reset instant, the API’s (next UTC midnight), and points to list_api_usage', async () => {
    const f = await setup({
      clockStart: '2026-11-27T14:00:00.250Z',
      quotas: { 'candidate-search': { daily: 1 } },
    });
    expect((await tool(f.emu, f.key, 'search_candidates', { query: 'nurse' })).isError).toBeFalsy();
    const limited = await tool(f.emu, f.key, 'search_candidates', { query: 'nurse' });
    expect(limited.isError).toBe(true);
    expect(limited.text).toMatch(/^RATE_LIMIT_EXCEEDED: /);
    expect(limited.text).toContain('The limit resets at 2026-11-28T00:00:00.000Z (in ');
    expect(instants(limited.text)).toEqual(['2026-11-28T00:00:00.000Z']);
    expect(limited.text).toContain('list_api_usage');
  });

  it('a per-minute 429 resets at now + retryAfter', async () => {
    const f = await setup({
      clockStart: '2026-11-27T14:00:00.000Z',
      quotas: { 'candidate-search': { burstPerMinute: 1 } },
    });
    await tool(f.emu, f.key, 'search_candidates', { query: 'nurse' });
    const limited = await tool(f.emu, f.key, 'search_candidates', { query: 'nurse' });
    const [at] = instants(limited.text);
    expect(limited.text).toContain(`The limit resets at ${at} (in 60 s)`);
    expect(Date.parse(at!) - Date.parse('2026-11-27T14:00:00.000Z')).toBeGreaterThanOrEqual(60_000);
    expect(Date.parse(at!) - Date.parse('2026-11-27T14:00:00.000Z')).toBeLessThan(62_000);
  });

  it('a 5xx of the API says the call may be retried (504 SEARCH_TIMEOUT, 500)', async () => {
    const f = await setup();
    const path = '/api/v3.0/candidate-search/public/search';
    for (const [status, code] of [
      [504, 'SEARCH_TIMEOUT'],
      [500, 'CANDIDATE_SEARCH_API_ERROR'],
    ] as const) {
      f.emu.addFault({ path, status });
      const failed = await tool(f.emu, f.key, 'search_candidates', { query: 'nurse' });
      expect(failed.isError).toBe(true);
      expect(failed.text).toMatch(new RegExp(`^${code} \\(${status}\\): `));
      expect(failed.text).toContain('the call may be retried');
    }
    // A 4xx is about the call itself: no such advice.
    const reader = await f.emu.createKey(f.orgId, { scopes: ['crm:read'] });
    const forbidden = await tool(f.emu, reader.key, 'search_candidates', { query: 'nurse' });
    expect(forbidden.text).toMatch(/^SCOPE_FORBIDDEN \(403\)/);
    expect(forbidden.text).not.toContain('retried');
  });

  it('a query of the wrong type is said to be one, in the tool and in the API', async () => {
    const f = await setup();
    const bad = await tool(f.emu, f.key, 'search_candidates', { query: 12 });
    expect(bad).toMatchObject({ isError: true });
    expect(bad.text).toBe(
      'Invalid arguments for search_candidates:\n- query: must be a string of 2 to 300 characters',
    );
    const rest = expectError(
      await call(f.emu, 'POST', '/api/v3.0/candidate-search/public/search', {
        key: f.key,
        body: { query: 12 },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(rest.details).toEqual([{ field: 'query', message: 'must be a string of 2 to 300 characters' }]);
  });
});

describe('tool errors name the arguments the agent sent', () => {
  it('a contact the API does not find is named by the tool argument `contactId`, not the REST path `id`', async () => {
    const f = await setup();
    const missing = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    for (const [name, args] of [
      ['crm_get_contact', { contactId: missing }],
      ['crm_delete_contact', { contactId: missing }],
      ['crm_log_interaction', { contactId: missing, type: 'phonecall', notes: 'Called back' }],
    ] as const) {
      const result = await tool(f.emu, f.key, name, args);
      expect([name, result.isError]).toEqual([name, true]);
      expect(result.text).toContain('NOT_FOUND (404)');
      expect(result.text).toMatch(/\n- contactId: /);
      expect(result.text).not.toMatch(/\n- id: /);
    }
  });
});

/** One JSON-RPC message to `/mcp` (2025 protocol): the HTTP status and the JSON-RPC answer. */
async function rpc(emu: Emulator, key: string | null, method: string, params?: unknown) {
  const res = await call(emu, 'POST', '/mcp', {
    key,
    headers: MCP_HEADERS,
    body: { jsonrpc: '2.0', id: 7, method, ...(params === undefined ? {} : { params }) },
  });
  return {
    status: res.status,
    body: res.body as { result?: any; error?: { code: number; message: string } },
  };
}

describe('protocol errors', () => {
  it('bad params of initialize, tools/list and tools/call: invalid params (-32602), each field with its rule', async () => {
    const f = await setup();
    const client = { capabilities: {}, clientInfo: { name: 'test', version: '1.0.0' } };
    const cases: [string, unknown, RegExp][] = [
      ['initialize', { protocolVersion: '2025-06-18' }, /params\.capabilities: .*params\.clientInfo: /],
      ['initialize', undefined, /params: /],
      ['initialize', { protocolVersion: 20250618, ...client }, /params\.protocolVersion: must be a string/],
      ['tools/list', { cursor: 5 }, /params\.cursor: must be a string/],
      ['tools/call', { name: 5 }, /params\.name: must be a string/],
    ];
    for (const [method, params, field] of cases) {
      const { status, body } = await rpc(f.emu, null, method, params);
      const label = `${method} ${JSON.stringify(params)}`;
      expect(status, label).toBe(200);
      expect(body.error?.code, label).toBe(-32602);
      expect(body.error?.message, label).toMatch(new RegExp(`^Invalid params for ${method}: `));
      expect(body.error?.message, label).toMatch(field);
      // What the method takes, and no validator dump.
      expect(body.error?.message, label).toMatch(new RegExp(`${method} takes `));
      expect(body.error?.message, label).not.toMatch(/[[\]"]|invalid_type|expected/);
    }
    // Good params still work.
    const ok = await rpc(f.emu, null, 'initialize', { protocolVersion: '2025-06-18', ...client });
    expect(ok.body.result?.serverInfo?.name).toBe('platform-api');
    expect((await rpc(f.emu, null, 'tools/list', {})).body.result?.tools).toHaveLength(15);
  });

  it('a tool called without a key explains how to connect, whatever its arguments (the key is checked first)', async () => {
    const f = await setup();
    const { tools } = (await rpc(f.emu, null, 'tools/list')).body.result as { tools: { name: string }[] };
    expect(tools).toHaveLength(15);
    for (const { name } of tools) {
      for (const args of [{ contactId: 'nope', pageSize: -1, prompt: 5, query: 12, nonsense: true }, {}]) {
        const { body } = await rpc(f.emu, null, 'tools/call', { name, arguments: args });
        expect(body.error, name).toBeUndefined();
        expect(body.result.isError, name).toBe(true);
        const text = body.result.content[0].text as string;
        expect(text, name).toMatch(/^This tool needs your platform API key/);
        expect(text, name).toContain('Authorization: Bearer <API_KEY>');
        expect(text, name).not.toContain('Invalid arguments');
      }
    }
    // With a key, the same bad arguments are named.
    const bad = await tool(f.emu, f.key, 'crm_get_contact', { contactId: 'nope' });
    expect(bad.text).toMatch(/^Invalid arguments for crm_get_contact:\n- contactId: /);
  });
});

describe('a key of several workspaces', () => {
  it('hears the same advice through every door: choose one with workspaceId, wherever that field goes', async () => {
    const f = await setup();
    const org = await f.emu.createOrg({ plan: 'enterprise', workspaces: ['Sales', 'Engineering'] });
    const { key } = await f.emu.createKey(org.id);
    const advice = 'This key grants 2 workspaces; choose one with workspaceId.';

    // REST: the query parameter.
    const rest = await call(f.emu, 'GET', '/api/v3.0/crm/public/contacts', { key });
    expectError(rest, 400, 'VALIDATION_ERROR');
    expect(rest.body.message).toBe(advice);
    // The agent tools: an argument, not a query parameter.
    const viaTool = await tool(f.emu, key, 'crm_search_contacts', {});
    expect(viaTool.isError).toBe(true);
    expect(viaTool.text).toContain(advice);
    expect(viaTool.text).not.toContain('query parameter');
    const chosen = await tool(f.emu, key, 'crm_search_contacts', { workspaceId: org.workspaces[1]!.id });
    expect(chosen.isError).toBeFalsy();
  });
});

/** The JSON-RPC answer of one request to /mcp, without a key (initialize, tools/list). */
async function rpcAt(emu: Emulator, method: string, params: unknown, version = '2025-11-25') {
  const res = await call(emu, 'POST', '/mcp', {
    headers: { ...MCP_HEADERS, 'mcp-protocol-version': version },
    body: { jsonrpc: '2.0', id: 1, method, params },
  });
  return res.body as { result?: any; error?: { code: number; message: string } };
}

describe('one text style for every tool', () => {
  it('each tool answers readable lines (never JSON) beside structuredContent', async () => {
    const f = await setup({ unlimited: true, allowLocalWebhooks: true, seed: 'demo' });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n').toString('base64');
    const endpoint = await call(f.emu, 'POST', '/api/v3.0/webhooks/public/webhook-endpoints', {
      key: f.key,
      body: {
        url: 'http://127.0.0.1:9/hook',
        events: ['application.received'],
        workspaceIds: [f.workspaceId],
      },
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    const created = await tool(f.emu, f.key, 'crm_upsert_contact', {
      name: 'Grace Hopper',
      emails: [{ email: 'grace@navy.example' }],
    });
    const id = created.structured.id as string;
    const answers: [string, Record<string, unknown>, RegExp][] = [
      ['preview_job', { prompt: 'Nurse in Porto', language: 'pt' }, /\n.*·/],
      [
        'create_job',
        { prompt: 'Nurse in Porto', language: 'pt' },
        /^Created: job [0-9a-f]{24}, status draft/,
      ],
      ['list_api_usage', {}, /^crm: \d+\/\d+ used, \d+ remaining, resets /],
      ['search_candidates', { query: 'registered nurse', pageSize: 2 }, /^pc1\./],
      ['search_jobs', { query: 'nurse', pageSize: 2 }, /\n {2}apply: /],
      [
        'list_webhook_endpoints',
        {},
        /^[0-9a-f]{24} {2}http:\/\/127\.0\.0\.1:9\/hook \(\w+\) events: application\.received; updated /,
      ],
      ['crm_search_contacts', { search: 'grace' }, new RegExp(`^${id} {2}Grace Hopper\\nno more contacts$`)],
      [
        'crm_get_contact',
        { contactId: id },
        new RegExp(`^${id} {2}Grace Hopper\\nemails: grace@navy\\.example`),
      ],
      [
        'crm_upsert_contact',
        { name: 'Grace H.', emails: [{ email: 'grace@navy.example' }] },
        new RegExp(`^Matched an existing contact \\(deduplicated: .*\\):\\n${id} {2}Grace Hopper`),
      ],
      [
        'crm_update_contact',
        { contactId: id, companyName: 'US Navy' },
        new RegExp(`^Updated:\\n${id} {2}Grace Hopper\\nUS Navy`),
      ],
      [
        'crm_log_interaction',
        { contactId: id, type: 'phonecall', notes: 'COBOL' },
        /^Logged:\n[0-9a-f]{24} {2}\S+ phonecall \(communication\): COBOL$/,
      ],
      [
        'crm_list_interactions',
        { contactId: id },
        /^[0-9a-f]{24} {2}\S+ phonecall \(communication\): COBOL\nno more interactions$/,
      ],
      ['crm_list_interaction_types', {}, /^communication: /],
      [
        'crm_upload_resume',
        { contactId: id, fileName: 'grace.pdf', mimeType: 'application/pdf', contentBase64: pdf },
        new RegExp(
          `^[0-9a-f]{24} {2}grace\\.pdf \\(application/pdf, \\d+ bytes\\) for contact ${id}: parse queued$`,
        ),
      ],
      [
        'crm_delete_contact',
        { contactId: id },
        new RegExp(`^${id} {2}archived, with its interactions and pipeline cards$`),
      ],
    ];
    const listed = await rpcAt(f.emu, 'tools/list', {});
    expect(answers.map(([name]) => name).sort()).toEqual(
      listed.result.tools.map((t: { name: string }) => t.name).sort(),
    );
    for (const [name, args, shape] of answers) {
      const answer = await tool(f.emu, f.key, name, args);
      expect(answer.isError, `${name}: ${answer.text}`).toBeFalsy();
      expect(answer.structured, name).toEqual(expect.any(Object));
      expect(answer.text, name).toMatch(shape);
      expect(answer.text, `${name} answers JSON as text`).not.toMatch(/^\s*[{[]|"\w+":/m);
    }
  });
});

describe('tool schemas in the portable spelling', () => {
  it('no `type` array anywhere (nullable is anyOf with one type per branch); every schema constrains', async () => {
    const f = await setup();
    const { result } = await rpcAt(f.emu, 'tools/list', {});
    const problems: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (node === null || typeof node !== 'object') return;
      if (Array.isArray(node)) {
        for (const [i, n] of node.entries()) walk(n, `${path}[${i}]`);
        return;
      }
      const schema = node as Record<string, unknown>;
      if (Array.isArray(schema.type)) problems.push(`${path}: type ${JSON.stringify(schema.type)}`);
      for (const [key, value] of Object.entries(schema)) walk(value, `${path}.${key}`);
    };
    for (const t of result.tools) {
      walk(t.inputSchema, `${t.name}.inputSchema`);
      walk(t.outputSchema, `${t.name}.outputSchema`);
    }
    expect(problems).toEqual([]);
    const preview = result.tools.find((t: { name: string }) => t.name === 'preview_job');
    expect(preview.outputSchema.properties.description).toEqual({
      anyOf: [{ type: 'string' }, { type: 'null' }],
    });
  });
});

describe('tool schemas and descriptions follow the operation table and its limits', () => {
  it('a list tool takes the page bounds of its operation; search tools take the operation’s own body schema', async () => {
    const f = await setup();
    const { result } = await rpcAt(f.emu, 'tools/list', {});
    const byName = new Map<string, any>(result.tools.map((t: { name: string }) => [t.name, t]));
    const { crm, webhooks, candidateSearch, jobSearch } = operations;
    for (const [name, op] of [
      ['crm_search_contacts', crm.contacts.list],
      ['crm_list_interactions', crm.contacts.interactions.list],
      ['list_webhook_endpoints', webhooks.endpoints.list],
      ['search_candidates', candidateSearch.search],
      ['search_jobs', jobSearch.search],
    ] as const) {
      const { page, pageSize } = byName.get(name).inputSchema.properties;
      expect([page.minimum, page.maximum, pageSize.minimum, pageSize.maximum], name).toEqual([
        1,
        op.paging!.page.max,
        1,
        op.paging!.pageSize.max,
      ]);
    }
    expect(byName.get('crm_search_contacts').inputSchema.properties.search.maxLength).toBe(
      TEXT_LIMITS.contactSearch.max,
    );
    // The quota figures the descriptions state are the table's.
    expect(byName.get('crm_get_contact').description).toContain(
      `of the organization's ${QUOTAS.crm.daily} per UTC day (burst ${QUOTAS.crm.burstPerMinute} per minute)`,
    );
    expect(byName.get('search_jobs').description).toContain(
      `${QUOTAS['job-search'].daily} job searches per UTC day (${QUOTAS['job-search'].burstPerMinute} per minute; ${QUOTAS['job-search'].perIpPerMinute} per minute per client IP)`,
    );
    expect(byName.get('crm_upload_resume').description).toContain(
      `1 of the key's ${RESUME_LIMITS.uploadsPerKeyPerDay} resume uploads per UTC day`,
    );
  });
});

describe('protocol revisions', () => {
  it('initialize answers each 2024–2025 revision it is asked for, and the latest it knows for another', async () => {
    const f = await setup();
    const clientInfo = { name: 'revision-test', version: '1.0.0' };
    for (const version of ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05']) {
      const { result } = await rpcAt(
        f.emu,
        'initialize',
        { protocolVersion: version, capabilities: {}, clientInfo },
        version,
      );
      expect(result.protocolVersion, version).toBe(version);
    }
    const unknown = await rpcAt(f.emu, 'initialize', {
      protocolVersion: '2023-01-01',
      capabilities: {},
      clientInfo,
    });
    expect(unknown.result.protocolVersion).toBe('2025-11-25');
  });
});
