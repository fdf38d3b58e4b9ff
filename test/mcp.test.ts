import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createEmulator, type Emulator, type RunningServer } from '@platform-api/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from './lib/examples.ts';

/**
 * The agent tool server through official MCP clients over real HTTP against the standalone server,
 * each test naming the protocol revision the client really negotiates: the current client
 * (`@modelcontextprotocol/client` 2.4.0) negotiates 2025-11-25 by default (its `versionNegotiation`
 * mode `'legacy'`: `initialize`) and 2026-07-28 when asked to (`mode: 'auto'`: `server/discover`,
 * no `initialize`); the 1.x client (`@modelcontextprotocol/sdk` 1.32) 2025-11-25; the MCP Inspector
 * CLI 2025-11-25.
 */

interface Seen {
  status: number;
  headers: Headers;
}

/** A fetch that records every answer the tool server gave (status and headers). */
function recordingFetch(seen: Seen[]) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await fetch(input, init);
    seen.push({ status: res.status, headers: res.headers });
    return res;
  };
}

type AnyClient = Pick<Client, 'listTools' | 'callTool' | 'close'> & {
  /** The protocol revision the client and the server agreed on. */
  protocolVersion: string | undefined;
};

/** The clients, each with the revision it negotiates with the tool server. */
const CLIENTS = [
  { name: '@modelcontextprotocol/client 2.4.0, default negotiation', client: 'v2', revision: '2025-11-25' },
  {
    name: "@modelcontextprotocol/client 2.4.0, versionNegotiation 'auto'",
    client: 'v2-auto',
    revision: '2026-07-28',
  },
  { name: '@modelcontextprotocol/sdk 1.32 (the 1.x client)', client: 'v1', revision: '2025-11-25' },
] as const;
type ClientKind = (typeof CLIENTS)[number]['client'];

async function connect(
  url: string,
  options: { headers?: Record<string, string>; seen?: Seen[]; client?: ClientKind } = {},
): Promise<AnyClient> {
  const init = {
    requestInit: { headers: options.headers ?? {} },
    fetch: recordingFetch(options.seen ?? []),
  };
  if (options.client === 'v1') {
    const client = new LegacyClient({ name: 'legacy-test', version: '1.0.0' });
    const transport = new LegacyTransport(new URL(url), init as never);
    await client.connect(transport);
    return Object.assign(client as unknown as AnyClient, { protocolVersion: transport.protocolVersion });
  }
  const client = new Client(
    { name: 'test', version: '1.0.0' },
    options.client === 'v2-auto' ? { versionNegotiation: { mode: 'auto' } } : undefined,
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(url), init as never));
  return Object.assign(client, { protocolVersion: client.getNegotiatedProtocolVersion() });
}

function textOf(result: { content?: unknown }): string {
  return ((result.content ?? []) as { type: string; text?: string }[]).map((c) => c.text ?? '').join('\n');
}

const TOOL_NAMES = [
  'preview_job',
  'create_job',
  'list_api_usage',
  'search_candidates',
  'search_jobs',
  'list_webhook_endpoints',
  'crm_search_contacts',
  'crm_get_contact',
  'crm_upsert_contact',
  'crm_update_contact',
  'crm_delete_contact',
  'crm_log_interaction',
  'crm_list_interactions',
  'crm_list_interaction_types',
  'crm_upload_resume',
];

describe('the agent tool server over HTTP', () => {
  let emu: Emulator;
  let server: RunningServer;
  let mcpUrl: string;
  let key: string;
  let ws: string;

  beforeAll(async () => {
    emu = await createEmulator({ seed: 'demo' });
    server = await emu.listen({ port: 0 });
    mcpUrl = `${server.url}/mcp`;
    key = emu.demo!.keys.acmeAdmin;
    ws = emu.demo!.ids.acmeDefaultWorkspace;
  });
  afterAll(() => emu.close());

  for (const { name: era, client: kind, revision } of CLIENTS) {
    it(`lists the tools without a key, with schemas and descriptions (${era}: protocol ${revision})`, async () => {
      const client = await connect(mcpUrl, { client: kind });
      expect(client.protocolVersion).toBe(revision);
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
      for (const tool of tools) {
        expect(tool.inputSchema.type, tool.name).toBe('object');
        expect(tool.outputSchema?.type, tool.name).toBe('object');
        expect(tool.description!.length, tool.name).toBeGreaterThan(80);
      }
      expect(tools.filter((t) => /^crm_/.test(t.name)).every((t) => /CRM call/.test(t.description!))).toBe(
        true,
      );
      // Each tool's description says what it costs.
      const described = Object.fromEntries(tools.map((t) => [t.name, t.description!]));
      expect(described.preview_job).toMatch(/10 job-builder calls per UTC day/);
      expect(described.create_job).toMatch(/draft[\s\S]*ONLY when the user explicitly asks[\s\S]*24 hours/);
      expect(described.search_candidates).toMatch(/100 candidate searches per UTC day/);
      expect(described.search_jobs).toMatch(/applyUrl[\s\S]*500 job searches per UTC day/);
      expect(described.list_api_usage).toMatch(/Free/);
      const search = tools.find((t) => t.name === 'search_jobs')!;
      expect(Object.keys(search.inputSchema.properties ?? {})).toEqual(
        expect.arrayContaining([
          'query',
          'location',
          'countryCode',
          'remote',
          'language',
          'createdAfter',
          'page',
          'pageSize',
        ]),
      );
      await client.close();
    });

    it(`calls a tool with the key (${era}: protocol ${revision})`, async () => {
      const client = await connect(mcpUrl, { client: kind, headers: { 'x-api-key': key } });
      expect(client.protocolVersion).toBe(revision);
      const result = await client.callTool({
        name: 'crm_search_contacts',
        arguments: { pageSize: 2, workspaceId: ws },
      });
      expect(result.isError).toBeFalsy();
      const structured = result.structuredContent as { contacts: { id: string }[]; hasMore: boolean };
      expect(structured.contacts).toHaveLength(2);
      expect(structured.hasMore).toBe(true);
      expect(textOf(result)).toContain(structured.contacts[0]!.id);
      await client.close();
    });
  }

  it('takes the key from Authorization: Bearer, x-api-key or the path; a query key is ignored', async () => {
    const placements: { url: string; headers: Record<string, string> }[] = [
      { url: mcpUrl, headers: { authorization: `Bearer ${key}` } },
      { url: mcpUrl, headers: { 'x-api-key': key } },
      { url: `${mcpUrl}/${key}`, headers: {} },
    ];
    for (const { url, headers } of placements) {
      const client = await connect(url, { headers });
      const result = await client.callTool({ name: 'list_api_usage', arguments: {} });
      expect(result.isError, JSON.stringify(headers)).toBeFalsy();
      await client.close();
    }
    const queried = await connect(`${mcpUrl}?apiKey=${key}&key=${key}&api_key=${key}`);
    const result = await queried.callTool({ name: 'list_api_usage', arguments: {} });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/Authorization: Bearer/);
    await queried.close();
  });

  it('explains the three ways to connect when a tool is called without a key (not a protocol error)', async () => {
    const client = await connect(mcpUrl);
    const result = await client.callTool({
      name: 'crm_get_contact',
      arguments: { contactId: 'ffffffffffffffffffffffff' },
    });
    expect(result.isError).toBe(true);
    const text = textOf(result);
    expect(text).toContain('Authorization: Bearer <API_KEY>');
    expect(text).toContain('x-api-key: <API_KEY>');
    expect(text).toContain('/mcp/<API_KEY>');
    // The key is checked before the arguments: bad ones still get how to connect.
    const bad = await client.callTool({ name: 'crm_get_contact', arguments: { contactId: 'nope' } });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toContain('Authorization: Bearer <API_KEY>');
    expect(textOf(bad)).not.toContain('Invalid arguments');
    await client.close();
  });

  it('answers GET and DELETE with 405, and every answer carries Referrer-Policy: no-referrer', async () => {
    const seen: Seen[] = [];
    const client = await connect(`${mcpUrl}/${key}`, { seen });
    await client.callTool({ name: 'crm_get_contact', arguments: { contactId: 'nope' } });
    await client.close();
    for (const url of [mcpUrl, `${mcpUrl}/${key}`]) {
      for (const method of ['GET', 'DELETE']) {
        const res = await fetch(url, { method });
        expect(res.status, `${method} ${url}`).toBe(405);
        expect(res.headers.get('allow')).toBe('POST');
        seen.push({ status: res.status, headers: res.headers });
        const body = await res.text();
        expect(body).not.toContain(key);
      }
    }
    const broken = await fetch(mcpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    seen.push({ status: broken.status, headers: broken.headers });
    expect(seen.length).toBeGreaterThan(6);
    for (const { headers } of seen) expect(headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('gets the argument name and the rule for bad arguments', async () => {
    const client = await connect(mcpUrl, { headers: { 'x-api-key': key } });
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['crm_get_contact', { contactId: 'nope' }, /contactId: must be a 24-character hexadecimal id/],
      ['crm_search_contacts', { pageSize: 500 }, /pageSize: must be an integer from 1 to 50/],
      [
        'crm_upsert_contact',
        { name: 'Ada', emails: [{ email: 'not-an-email' }] },
        /emails\.0\.email: must be a valid email/,
      ],
      ['crm_log_interaction', { contactId: 'ffffffffffffffffffffffff' }, /type/],
      [
        'crm_upload_resume',
        {
          contactId: 'ffffffffffffffffffffffff',
          fileName: 'cv.pdf',
          mimeType: 'image/png',
          contentBase64: 'AA==',
        },
        /mimeType: must be one of/,
      ],
      [
        'crm_update_contact',
        { contactId: 'ffffffffffffffffffffffff', emails: [{ email: 'a@b.co' }, { email: 'c@d.co' }] },
        /emails: at most 1 email/,
      ],
      ['preview_job', { prompt: '', language: 'en' }, /prompt/],
      ['create_job', { prompt: 'Nurse', language: 'fr' }, /language/],
      ['search_candidates', { query: 'x' }, /query: must be at least 2 characters/],
      ['search_jobs', { pageSize: 26 }, /pageSize: must be an integer from 1 to 25/],
    ];
    for (const [name, args, message] of cases) {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError, name).toBe(true);
      expect(textOf(result), name).toMatch(message);
    }
    await client.close();
  });

  it('runs every tool with good arguments, through the same engine (quota spent upstream)', async () => {
    const client = await connect(mcpUrl, { headers: { authorization: `Bearer ${key}` } });
    const call = async (name: string, args: Record<string, unknown> = {}) => {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError, `${name}: ${textOf(result)}`).toBeFalsy();
      return result.structuredContent as any;
    };
    const usedBefore = (
      await emu
        .fetch(`${emu.baseUrl}/api/v3.0/crm/public/usage?workspaceId=${ws}`, {
          headers: { 'x-api-key': key },
        })
        .then((r) => r.json())
    ).used;
    const created = await call('crm_upsert_contact', {
      name: 'Grace Hopper',
      emails: [{ email: 'grace@navy.example' }],
      workspaceId: ws,
    });
    expect(created.deduplicated).toBe(false);
    const again = await call('crm_upsert_contact', {
      name: 'Grace B. Hopper',
      emails: [{ email: 'GRACE@navy.example' }],
      workspaceId: ws,
    });
    expect(again).toMatchObject({ id: created.id, deduplicated: true });
    expect(await call('crm_get_contact', { contactId: created.id, workspaceId: ws })).toMatchObject({
      name: 'Grace Hopper',
    });
    expect(
      await call('crm_update_contact', { contactId: created.id, companyName: 'US Navy', workspaceId: ws }),
    ).toMatchObject({ companyName: 'US Navy' });
    expect(
      await call('crm_log_interaction', {
        contactId: created.id,
        type: 'phonecall',
        notes: 'COBOL',
        workspaceId: ws,
      }),
    ).toMatchObject({ type: 'phonecall' });
    const timeline = await call('crm_list_interactions', { contactId: created.id, workspaceId: ws });
    expect(timeline.interactions[0]).toMatchObject({ type: 'phonecall', note: 'COBOL' });
    expect((await call('crm_list_interaction_types', { workspaceId: ws })).categories).toHaveLength(7);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n').toString('base64');
    expect(
      await call('crm_upload_resume', {
        contactId: created.id,
        fileName: 'grace.pdf',
        mimeType: 'application/pdf',
        contentBase64: pdf,
        workspaceId: ws,
      }),
    ).toMatchObject({ parseStatus: 'queued' });
    expect(
      (await call('crm_search_contacts', { search: 'grace navy', workspaceId: ws })).contacts[0].id,
    ).toBe(created.id);
    expect((await call('list_webhook_endpoints')).endpoints).toEqual(expect.any(Array));

    // The three families of the jobs document.
    const preview = await call('preview_job', {
      prompt: 'Senior nurse in Porto, night shifts',
      language: 'pt',
    });
    expect(preview.workMode).toMatchObject({ city: 'Porto', countryCode: 'PT' });
    const args = { prompt: 'Data analyst in Bogotá, SQL and Power BI', language: 'es', workspaceId: ws };
    const draft = await call('create_job', args);
    expect(draft).toMatchObject({
      status: 'draft',
      publishMode: 'draft',
      listId: null,
      alreadyCreated: false,
    });
    const same = await call('create_job', args);
    expect(same).toMatchObject({ postId: draft.postId, alreadyCreated: true });
    const published = await call('create_job', { ...args, publishMode: 'publish' });
    expect(published).toMatchObject({ status: 'pending', alreadyCreated: false });
    expect(published.postId).not.toBe(draft.postId);
    const candidates = await call('search_candidates', { query: 'registered nurse', pageSize: 3 });
    expect(candidates.candidates).toHaveLength(3);
    expect(candidates.candidates[0]).toHaveProperty('profileUrl');
    expect(candidates.candidates[0]).not.toHaveProperty('cazumeUrl');
    const jobs = await call('search_jobs', { query: 'enfermera', language: 'es', pageSize: 5 });
    expect(jobs.jobs.length).toBeGreaterThan(0);
    expect(jobs.jobs[0].applyUrl).toMatch(/^https:\/\/www\.platform\.example\/empleo\//);
    // The key grants two workspaces: the CRM's usage read, as every CRM endpoint, needs one named.
    const withoutWorkspace = await call('list_api_usage');
    expect(withoutWorkspace.families[0]).toMatchObject({ family: 'crm', available: false });
    expect(withoutWorkspace.families[0].reason).toMatch(/^VALIDATION_ERROR: .*workspaceId/);
    const usage = await call('list_api_usage', { workspaceId: ws });
    const used = (family: string) => usage.families.find((f: { family: string }) => f.family === family).used;
    expect([used('job-builder'), used('candidate-search'), used('job-search')]).toEqual([3, 1, 1]);
    expect(usage.families[0]).toMatchObject({ family: 'crm', available: true });
    expect(usage.families.map((f: { family: string }) => f.family)).toEqual([
      'crm',
      'webhooks',
      'job-builder',
      'candidate-search',
      'job-search',
    ]);
    expect(await call('crm_delete_contact', { contactId: created.id, workspaceId: ws })).toEqual({
      id: created.id,
      deleted: true,
    });
    // Every CRM tool call before the usage read was one metered CRM call of the organization (9).
    const crm = usage.families.find((f: { family: string }) => f.family === 'crm');
    expect(crm.used).toBe(usedBefore + 9);
    await client.close();
  });

  it("answers not found for another organization's ids, and the plan and scope rules of the key", async () => {
    const globex = await connect(mcpUrl, { headers: { 'x-api-key': emu.demo!.keys.globexAdmin } });
    const acme = await connect(mcpUrl, { headers: { 'x-api-key': key } });
    const mine = (
      await acme.callTool({ name: 'crm_search_contacts', arguments: { pageSize: 1, workspaceId: ws } })
    ).structuredContent as any;
    const theirs = await globex.callTool({
      name: 'crm_get_contact',
      arguments: { contactId: mine.contacts[0].id },
    });
    expect(theirs.isError).toBe(true);
    expect(textOf(theirs)).toMatch(/^NOT_FOUND \(404\)/);
    const free = await connect(mcpUrl, { headers: { 'x-api-key': emu.demo!.keys.initechFree } });
    const denied = await free.callTool({ name: 'crm_search_contacts', arguments: {} });
    expect(textOf(denied)).toMatch(/^PLAN_REQUIRED \(403\)/);
    const reader = await connect(mcpUrl, { headers: { 'x-api-key': emu.demo!.keys.acmeReader } });
    const scoped = await reader.callTool({ name: 'crm_upsert_contact', arguments: { name: 'X' } });
    expect(textOf(scoped)).toMatch(/^SCOPE_FORBIDDEN \(403\)/);
    for (const c of [globex, acme, free, reader]) await c.close();
  });

  it('a rate-limited call returns the reset time and points to list_api_usage', async () => {
    const limited = await createEmulator({ seed: 'demo', quotas: { crm: { daily: 2 } } });
    const limitedServer = await limited.listen({ port: 0 });
    const client = await connect(`${limitedServer.url}/mcp/${limited.demo!.keys.acmeAdmin}`);
    const args = { workspaceId: limited.demo!.ids.acmeDefaultWorkspace };
    for (let i = 0; i < 2; i++) {
      expect(
        (await client.callTool({ name: 'crm_list_interaction_types', arguments: args })).isError,
      ).toBeFalsy();
    }
    const result = await client.callTool({ name: 'crm_list_interaction_types', arguments: args });
    expect(result.isError).toBe(true);
    const midnight = new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000).toISOString();
    expect(textOf(result)).toContain(`resets at ${midnight}`);
    expect(textOf(result)).toContain('list_api_usage');
    await client.close();
    await limited.close();
  });

  it('the in-process fetch serves /mcp too (no server needed)', async () => {
    const client = new Client({ name: 'in-process', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${emu.baseUrl}/mcp`), {
        fetch: emu.fetch,
        requestInit: { headers: { 'x-api-key': key } },
      }),
    );
    const result = await client.callTool({
      name: 'crm_list_interaction_types',
      arguments: { workspaceId: ws },
    });
    expect(result.isError).toBeFalsy();
    await client.close();
  });
});

/**
 * A loopback proxy in front of the standalone server that records, for each request, the
 * `MCP-Protocol-Version` header and, for `initialize`, the revision the server answered: what a
 * client in another process negotiated.
 */
async function recordingProxy(target: string) {
  const seen: { method: string; header: string | undefined; negotiated?: string }[] = [];
  const proxy = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
    }
    const answer = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers,
      ...(req.method === 'POST' ? { body } : {}),
    });
    const text = await answer.text();
    let method = '?';
    let negotiated: string | undefined;
    try {
      method = JSON.parse(body).method ?? '?';
      if (method === 'initialize') negotiated = JSON.parse(text).result?.protocolVersion;
    } catch {}
    seen.push({ method, header: req.headers['mcp-protocol-version'] as string | undefined, negotiated });
    const out: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'transfer-encoding') out[name] = value;
    });
    res.writeHead(answer.status, out).end(text);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}

describe('a third-party client: the MCP Inspector CLI, headless', () => {
  let emu: Emulator;
  let server: RunningServer;
  let home: string;
  beforeAll(async () => {
    emu = await createEmulator({ seed: 'demo' });
    server = await emu.listen({ port: 0 });
    home = await mkdtemp(join(tmpdir(), 'mcp-inspector-'));
  });
  afterAll(async () => {
    await emu.close();
    await rm(home, { recursive: true, force: true });
  });

  // The Inspector writes its settings under $HOME: a throwaway home keeps the user's untouched.
  const inspector = (args: string[]) =>
    runCommand(
      'npx',
      ['-y', '-p', '@modelcontextprotocol/inspector@2.12.0', 'mcp-inspector', '--cli', ...args],
      { HOME: home },
      // npx may first download the Inspector: the test's own bound (240 s) covers both calls.
      110_000,
    );

  it('negotiates 2025-11-25, lists the tools and calls one through a /mcp/<KEY> URL', async () => {
    const proxy = await recordingProxy(server.url);
    const url = `${server.url}/mcp/${emu.demo!.keys.acmeAdmin}`;
    const listed = await inspector([
      url.replace(server.url, proxy.url),
      '--transport',
      'http',
      '--method',
      'tools/list',
    ]).finally(() => proxy.close());
    expect(listed.code, listed.stderr).toBe(0);
    // The revision it asked for and got, and the one it then sends on every request.
    const initialize = proxy.seen.find((s) => s.method === 'initialize');
    expect(initialize?.negotiated).toBe('2025-11-25');
    expect(proxy.seen.find((s) => s.method === 'tools/list')?.header).toBe('2025-11-25');
    // Its schema portability check finds nothing to warn about (it prints a count only when it does).
    expect(listed.stderr).not.toMatch(/Schema portability/);
    expect(JSON.parse(listed.stdout).tools.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(TOOL_NAMES),
    );
    const called = await inspector([
      url,
      '--transport',
      'http',
      '--method',
      'tools/call',
      '--tool-name',
      'list_api_usage',
    ]);
    expect(called.code, called.stderr).toBe(0);
    const result = JSON.parse(called.stdout);
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent.families.map((f: { family: string }) => f.family)).toContain('crm');
    // In full (--strict): no finding on any tool's input or output schema.
    const strict = await inspector([url, '--transport', 'http', '--method', 'tools/list', '--strict']);
    expect(strict.code, strict.stderr).toBe(0);
    expect(strict.stderr).not.toMatch(/^(Warning|Error): /m);
  }, 240_000);
});
