import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DEMO_IDS, DEMO_KEYS } from '@platform-api/emulator';
import { checkResponse } from '@platform-api/sdk/operations';
import {
  candidateWireSchema,
  cardDeleteResultSchema,
  cardSchema,
  contactListItemSchema,
  contactPageSchema,
  createdContactSchema,
  interactionPageSchema,
  interactionSchema,
  interactionTypeCatalogSchema,
  jobCreateResultSchema,
  pipelineDeleteResultSchema,
  pipelinePageSchema,
  pipelineSchema,
  publicJobResultSchema,
  publicJobSchema,
  resumeUploadResultSchema,
  stageDeleteResultSchema,
  stageListSchema,
  stageSchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointDeleteResultSchema,
  webhookEndpointDetailSchema,
  webhookEndpointPageSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookEventCatalogSchema,
} from '@platform-api/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { runCli as runBin, spawnTestTimeout } from '../../../test/lib/processes.ts';
import { useStandaloneEmulator } from './lib/standalone.ts';

// The built binary against the standalone emulator (one per file, demo seed, local webhooks allowed):
// every resource command, its human output, its exit code, and its --json checked strictly against
// the SDK's schema of the operation (no field missing, none the SDK does not declare).

const setup = useStandaloneEmulator(['--allow-local-webhooks']);
/** A webhook receiver that answers the verification challenge, and 200 to everything else. */
let receiver: Server;
let receiverUrl: string;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const event = JSON.parse(body) as { type: string; data: { challenge?: string } };
      response.end(event.type === 'webhook.verify' ? event.data.challenge : 'ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});

afterAll(async () => {
  receiver?.closeAllConnections();
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
});

/** Acme's admin key in its Default workspace (the demo pipelines and job are there). */
const acme = () => ({
  PLATFORM_BASE_URL: setup.emulator().url,
  PLATFORM_API_KEY: DEMO_KEYS.acmeAdmin,
  PLATFORM_WORKSPACE_ID: DEMO_IDS.acmeDefaultWorkspace,
});
/** Globex's admin key: one workspace, every scope. */
const globex = () => ({ PLATFORM_BASE_URL: setup.emulator().url, PLATFORM_API_KEY: DEMO_KEYS.globexAdmin });

/**
 * A new organization (Platinum, one workspace) and a key with every scope: each group of tests gets
 * its own, so that the CRM's burst limit (30 calls per minute per organization) is never reached.
 */
async function freshOrganization(name: string): Promise<Record<string, string>> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${setup.emulator().url}/_emulator${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(201);
    return (await response.json()) as Record<string, unknown>;
  };
  const org = await post('/orgs', { name, plan: 'platinum' });
  const key = await post(`/orgs/${org.id}/keys`, {});
  return { PLATFORM_BASE_URL: setup.emulator().url, PLATFORM_API_KEY: key.key as string };
}

let crmOrg: Record<string, string>;
let pipelineOrg: Record<string, string>;
let apiOrg: Record<string, string>;

beforeAll(async () => {
  crmOrg = await freshOrganization('Cli Crm');
  pipelineOrg = await freshOrganization('Cli Pipelines');
  apiOrg = await freshOrganization('Cli Api');
});

async function cli(args: string[], env: Record<string, string> = acme()) {
  return runBin(args, { env });
}

/** Runs with --json, expects exit 0 and nothing on stderr, and checks the answer strictly against `schema`. */
async function json<T>(args: string[], schema: z.core.$ZodType<T>, env?: Record<string, string>): Promise<T> {
  const result = await cli([...args, '--json'], env);
  expect(result.stderr, args.join(' ')).toBe('');
  expect(result.code, args.join(' ')).toBe(0);
  const data = JSON.parse(result.stdout);
  expect(checkResponse('strict', schema, data, args.join(' ')), args.join(' ')).toBeNull();
  return data as T;
}

const pageOf = <T extends z.core.$ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), hasMore: z.boolean() });
const allOf = <T extends z.core.$ZodType>(item: T) => z.object({ items: z.array(item), count: z.number() });

describe('CRM: contacts, interactions, resumes', { timeout: spawnTestTimeout(12) }, () => {
  let contactId: string;

  it('creates a contact and lists with a page and with --all (progress on stderr)', async () => {
    const contact = await json(
      ['contacts', 'create', '--name', 'Cli Commands', '--email', 'cli.commands@example.com'],
      createdContactSchema,
      crmOrg,
    );
    contactId = contact.id;
    // Globex's demo contacts: several pages of 4.
    const page = await json(['contacts', 'list', '--page-size', '2'], contactPageSchema, globex());
    expect(page.items).toHaveLength(2);
    expect(page.hasMore).toBe(true);
    const human = await cli(['contacts', 'list', '--page-size', '2'], globex());
    expect(human.stderr).toBe('More contacts: --page 2, or --all for every page.\n');

    const all = await cli(['contacts', 'list', '--all', '--page-size', '4'], globex());
    expect(all.code).toBe(0);
    expect(all.stderr).toMatch(/^read page 1: 4 contacts, more follow…$/m);
    expect(all.stderr).toMatch(/^read page \d+: \d+ contacts$/m);
    const rows = all.stdout.trimEnd().split('\n').slice(1);
    const everything = await json(['contacts', 'list', '--all'], allOf(contactListItemSchema), globex());
    expect(rows).toHaveLength(everything.count);
    expect(everything.count).toBeGreaterThan(8);
  });

  it('lists the interaction types, logs an entry and reads the timeline', async () => {
    const catalog = await json(['interactions', 'types'], interactionTypeCatalogSchema, crmOrg);
    const type = catalog.categories[0]!.types[0]!.name;
    const human = await cli(['interactions', 'types'], crmOrg);
    expect(human.stdout).toMatch(/^CATEGORY\s+TYPES$/m);
    expect(human.stdout).toContain(type);

    const entry = await json(
      ['interactions', 'log', contactId, '--type', type, '--notes', 'Intro call from the CLI'],
      interactionSchema,
      crmOrg,
    );
    expect(entry).toMatchObject({ contactId, type, notes: 'Intro call from the CLI' });
    const timeline = await json(['interactions', 'list', contactId], interactionPageSchema, crmOrg);
    expect(timeline.items.map((item) => item.id)).toContain(entry.id);
    const table = await cli(['interactions', 'list', contactId], crmOrg);
    expect(table.stdout).toMatch(/^DATE\s+TYPE\s+CATEGORY\s+NOTES\s+ID$/m);
    expect(table.stdout).toContain('Intro call from the CLI');

    const unknown = await cli(['interactions', 'log', contactId, '--type', 'no-such-type'], crmOrg);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^error: 400 UNKNOWN_INTERACTION_TYPE: /);
  });

  it('uploads a resume from a file and shows the count', async () => {
    const file = join(setup.dir(), 'cv.pdf');
    writeFileSync(file, '%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
    const upload = await json(['resumes', 'upload', contactId, file], resumeUploadResultSchema, crmOrg);
    expect(upload).toMatchObject({
      contactId,
      fileName: 'cv.pdf',
      mimeType: 'application/pdf',
      parseStatus: 'queued',
    });
    const count = await cli(['resumes', 'list', contactId], crmOrg);
    expect(count.stdout).toBe('Cli Commands: 1 resume\n');

    const notResume = join(setup.dir(), 'notes.txt');
    writeFileSync(notResume, 'plain text');
    const refused = await cli(['resumes', 'upload', contactId, notResume], crmOrg);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^error: 400 MIME_MISMATCH: .*\(not sent\)/);
  });
});

describe('CRM: pipelines, stages, cards', { timeout: spawnTestTimeout(16) }, () => {
  it('draws a demo pipeline as a board, its stages as columns of cards', async () => {
    const board = await cli(['pipelines', 'show', DEMO_IDS.backendPipeline, '--page-size', '2']);
    expect(board.code).toBe(0);
    const lines = board.stdout.split('\n');
    expect(lines[0]).toMatch(/^Backend Engineers 2026 {2}6955b900e6e1a7000000005d · \d+ cards · \d+ stages$/);
    // The stage headers side by side, each with its card count, and the cards under them.
    expect(lines[2]).toMatch(/^Applied \(2 of \d+\)\s+Screening \(2 of \d+\)\s+/);
    expect(lines[3]).toMatch(/^─+ {2}─+/);
    expect(board.stdout).toMatch(/^[0-9a-f]{24}\s+[0-9a-f]{24}/m);
    expect(board.stdout).toMatch(/^#[0-9a-f]{24}\s+#[0-9a-f]{24}/m);
    expect(board.stderr).toBe('More cards: --page 2 (each stage shows 2 per page).\n');
    await json(['pipelines', 'show', DEMO_IDS.backendPipeline], pipelineSchema);
    const list = await json(['pipelines', 'list'], pipelinePageSchema);
    expect(list.items.map((p) => p.id)).toContain(DEMO_IDS.backendPipeline);
  });

  it('creates a pipeline with its own stages, drives its stages and cards, and deletes it', async () => {
    const created = await json(
      [
        'pipelines',
        'create',
        '--name',
        'Cli Board',
        '--stage',
        'Applied:blue',
        '--stage',
        'Call: first',
        '--stage',
        'Offer:#10b981',
      ],
      pipelineSchema,
      pipelineOrg,
    );
    expect(created.stages.map((s) => [s.name, s.color])).toEqual([
      ['Applied', 'blue'],
      ['Call: first', 'teal'],
      ['Offer', '#10b981'],
    ]);
    const [applied, call, offer] = created.stages as unknown as [
      { id: string },
      { id: string },
      { id: string },
    ];
    const renamed = await json(
      ['pipelines', 'update', created.id, '--name', 'Cli Board Two'],
      pipelineSchema,
      pipelineOrg,
    );
    expect(renamed.name).toBe('Cli Board Two');

    const contact = await json(
      ['contacts', 'create', '--name', 'Card Holder'],
      createdContactSchema,
      pipelineOrg,
    );
    const card = await json(
      ['cards', 'add', created.id, contact.id, '--stage', applied.id],
      cardSchema,
      pipelineOrg,
    );
    expect(card).toMatchObject({ listId: created.id, stageId: applied.id, contactId: contact.id });
    const moved = await json(
      ['cards', 'move', created.id, card.id, '--stage', call.id],
      cardSchema,
      pipelineOrg,
    );
    expect(moved.stageId).toBe(call.id);

    const stages = await json(
      ['stages', 'add', created.id, '--name', 'Reference check', '--color', 'gray'],
      stageListSchema,
      pipelineOrg,
    );
    expect(stages.map((s) => s.name)).toEqual(['Applied', 'Call: first', 'Offer', 'Reference check']);
    const updated = await json(
      ['stages', 'update', created.id, offer.id, '--name', 'Offer sent'],
      stageSchema,
      pipelineOrg,
    );
    expect(updated.name).toBe('Offer sent');
    const reversed = stages.map((s) => s.id).reverse();
    const reordered = await json(['stages', 'reorder', created.id, ...reversed], pipelineSchema, pipelineOrg);
    expect(reordered.stages.map((s) => s.id)).toEqual(reversed);

    const refused = await cli(['stages', 'delete', created.id, call.id], pipelineOrg);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^error: 400 MOVE_TO_STAGE_REQUIRED: /);
    const remaining = await json(
      ['stages', 'delete', created.id, call.id, '--move-to', applied.id],
      stageDeleteResultSchema,
      pipelineOrg,
    );
    expect(remaining.stagesRemaining.map((s) => s.id)).not.toContain(call.id);

    const removed = await json(['cards', 'remove', created.id, card.id], cardDeleteResultSchema, pipelineOrg);
    expect(removed.id).toBe(card.id);
    const human = await cli(['pipelines', 'delete', created.id], pipelineOrg);
    expect(human.stdout).toBe(`Deleted pipeline ${created.id} with 3 stages and 0 cards\n`);
    const gone = await cli(['pipelines', 'delete', created.id, '--json'], pipelineOrg);
    expect(gone.code).toBe(1);
    expect(JSON.parse(gone.stderr).error).toMatchObject({ statusCode: 404, errorCode: 'NOT_FOUND' });
    expect(pipelineDeleteResultSchema).toBeDefined();
  });

  it('refuses a pipeline name the service refuses, with its rule, before or after sending', async () => {
    const bad = await cli(['pipelines', 'create', '--name', 'Sales & Marketing'], pipelineOrg);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^error: 400 VALIDATION_ERROR: .*name/);
  });
});

describe('webhooks: endpoints, deliveries, events', { timeout: spawnTestTimeout(14) }, () => {
  it('runs an endpoint through its life: create, read, update, ping, deliveries, redeliver, rotate, delete', async () => {
    const events = await json(['webhooks', 'events'], webhookEventCatalogSchema, globex());
    expect(events.items.map((e) => e.type)).toEqual([
      'application.received',
      'webhook.verify',
      'webhook.ping',
    ]);

    const created = await json(
      ['webhooks', 'endpoints', 'create', '--url', receiverUrl, '--workspace-id', DEMO_IDS.globexWorkspace],
      webhookEndpointWithSecretSchema,
      globex(),
    );
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.events).toEqual(['application.received']);
    expect(created.status).toBe('pending_verification');
    // The receiver echoes the challenge: once the verification is attempted, the endpoint is active.
    const flushed = await cli(['emulator', 'flush'], globex());
    expect(flushed.stdout).toMatch(/^Attempted \d+ deliveries: \d+ succeeded, 0 failed$/m);
    const human = await cli(['webhooks', 'endpoints', 'get', created.id], globex());
    expect(human.stdout).toMatch(/^status: +active$/m);
    expect(human.stdout).not.toContain('whsec_');
    await json(['webhooks', 'endpoints', 'get', created.id], webhookEndpointDetailSchema, globex());
    const list = await json(['webhooks', 'endpoints', 'list'], webhookEndpointPageSchema, globex());
    expect(list.items.map((e) => e.id)).toContain(created.id);
    const table = await cli(['webhooks', 'endpoints', 'list'], globex());
    expect(table.stdout).toMatch(new RegExp(`^${created.id}\\s+active\\s+http://127.0.0.1:\\d+/`, 'm'));

    const described = await json(
      ['webhooks', 'endpoints', 'update', created.id, '--description', 'from the CLI'],
      webhookEndpointSchema,
      globex(),
    );
    expect(described.description).toBe('from the CLI');
    const ping = await json(
      ['webhooks', 'trigger', 'webhook.ping', '--endpoint', created.id],
      webhookDeliverySchema,
      globex(),
    );
    expect(ping.eventType).toBe('webhook.ping');
    const tested = await json(['webhooks', 'endpoints', 'test', created.id], webhookDeliverySchema, globex());
    expect(tested.eventType).toBe('webhook.ping');
    const verify = await json(
      ['webhooks', 'endpoints', 'verify', created.id],
      webhookDeliverySchema,
      globex(),
    );
    expect(verify.eventType).toBe('webhook.verify');
    await cli(['emulator', 'flush'], globex());

    const deliveries = await json(
      ['webhooks', 'deliveries', 'list', created.id, '--event-type', 'webhook.ping'],
      webhookDeliveryPageSchema,
      globex(),
    );
    expect(deliveries.items.map((d) => d.id).sort()).toEqual([ping.id, tested.id].sort());
    const log = await cli(['webhooks', 'deliveries', 'list', created.id, '--status', 'succeeded'], globex());
    expect(log.stdout).toMatch(new RegExp(`^${ping.id}\\s+webhook\\.ping\\s+succeeded\\s+1\\s+200\\s`, 'm'));
    const again = await json(
      ['webhooks', 'deliveries', 'redeliver', created.id, ping.id],
      webhookDeliverySchema,
      globex(),
    );
    expect(again.redeliveryOf).toBe(ping.id);

    const disabled = await json(
      ['webhooks', 'endpoints', 'update', created.id, '--status', 'disabled'],
      webhookEndpointSchema,
      globex(),
    );
    expect(disabled.status).toBe('disabled');
    const rotated = await json(
      ['webhooks', 'endpoints', 'rotate-secret', created.id],
      webhookEndpointWithSecretSchema,
      globex(),
    );
    expect(rotated.secret).not.toBe(created.secret);
    const deleted = await json(
      ['webhooks', 'endpoints', 'delete', created.id],
      webhookEndpointDeleteResultSchema,
      globex(),
    );
    expect(deleted).toEqual({ id: created.id, deleted: true });
  });

  it('says which workspaces to name for an endpoint of a key with several', async () => {
    const result = await cli(
      ['webhooks', 'endpoints', 'create', '--url', 'https://hooks.example.com/x', '--workspace', 'nothex'],
      { ...acme(), PLATFORM_WORKSPACE_ID: '' },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/workspaceIds\.0/);
  });
});

describe('job-builder and the searches', { timeout: spawnTestTimeout(8) }, () => {
  it('generates a preview and creates a draft job', async () => {
    const preview = await json(
      ['jobs', 'generate', 'Senior', 'Rust', 'engineer', 'in', 'Lisbon,', 'hybrid'],
      publicJobSchema,
    );
    expect(preview.language).toBe('en');
    const human = await cli(['jobs', 'generate', 'Night nurse in Madrid, full time', '--language', 'es']);
    expect(human.stdout).toMatch(/^Preview \(nothing saved\)\n\ntitle: +\S/);
    const promptFile = join(setup.dir(), 'request.txt');
    writeFileSync(promptFile, 'Customer success manager, remote in Portugal');
    const created = await json(['jobs', 'create', '--prompt-file', promptFile], jobCreateResultSchema);
    expect(created).toMatchObject({ publishMode: 'draft', listId: null });
  });

  it('searches public jobs and candidates, one page or every page', async () => {
    const jobs = await json(['jobs', 'search', 'nurse', '--page-size', '3'], pageOf(publicJobResultSchema));
    expect(jobs.items).toHaveLength(3);
    const remote = await cli(['jobs', 'search', 'customer', 'success', '--remote', '--page-size', '5']);
    expect(remote.stdout).toMatch(/^TITLE\s+COMPANY\s+WHERE\s+TYPE\s+APPLY$/m);
    expect(remote.stdout).toContain('(remote)');
    const result = await cli([
      'candidates',
      'search',
      'react native developer',
      '--page-size',
      '2',
      '--json',
    ]);
    expect(result.code).toBe(0);
    const candidates = JSON.parse(result.stdout) as { items: { profileUrl: unknown }[] };
    expect(candidates.items).toHaveLength(2);
    // The SDK hands `cazumeUrl` over as `profileUrl`: the wire schema with the name put back.
    for (const { profileUrl, ...rest } of candidates.items) {
      expect(
        checkResponse('strict', candidateWireSchema, { ...rest, cazumeUrl: profileUrl }, 'candidate'),
      ).toBeNull();
    }
    const badEnum = await cli(['jobs', 'search', '--job-type', 'weekly']);
    expect(badEnum.code).toBe(1);
    expect(badEnum.stderr).toContain('Allowed choices are fullTime');
  });

  it('prints the job-search OpenAPI document, or writes it to a file', async () => {
    const printed = await cli(['openapi']);
    expect(printed.code).toBe(0);
    expect(JSON.parse(printed.stdout).openapi).toMatch(/^3\.1\./);
    const file = join(setup.dir(), 'openapi.json');
    const written = await cli(['openapi', '-o', file]);
    expect(written.stdout).toMatch(/^Wrote .*openapi\.json/);
    expect(JSON.parse(readFileSync(file, 'utf8')).paths).toBeDefined();
  });
});

describe('usage for keys of different plans and scopes', { timeout: spawnTestTimeout(5) }, () => {
  it('shows the five families with quota, bar and reset, the resume quota and the delivery cap', async () => {
    const result = await cli(['usage'], { ...globex(), TZ: 'Europe/Paris' });
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(/^FAMILY\s+USED\s+REMAINING\s+DAILY QUOTA\s+USE\s+RESETS$/);
    // UTC midnight in Paris time (winter or summer), with the countdown.
    expect(result.stdout).toMatch(
      /^crm\s+\d+\s+\d+\s+500\s+[█░]{12}\s+\d+%\s+(\w{3} )?(01:00 CET|02:00 CEST) \(in \d/m,
    );
    expect(result.stdout).toMatch(/^webhooks \(deliveries\)\s+\d+\s+\d+\s+5000\s/m);
    expect(result.stdout).toMatch(/^job-builder\s+\d+\s+\d+\s+10\s/m);
    expect(result.stdout).toMatch(/^candidate-search\s+\d+\s+\d+\s+100\s/m);
    expect(result.stdout).toMatch(/^job-search\s+\d+\s+\d+\s+500\s/m);
    expect(result.stdout).toMatch(/^Resume uploads \(this key\): \d+ of 50 used today, \d+ remaining$/m);
    expect(result.stdout).toMatch(
      /^Webhook deliveries: \d+ of the daily cap of 5000 sent today; endpoints: \d+ of 10$/m,
    );
  });

  it('says why a family is closed to a key: the plan, the scopes, the workspace', async () => {
    const free = await cli(['usage', '--json'], {
      PLATFORM_BASE_URL: setup.emulator().url,
      PLATFORM_API_KEY: DEMO_KEYS.initechFree,
    });
    expect(free.code).toBe(0);
    const rows = JSON.parse(free.stdout).families as { family: string; status: string; errorCode?: string }[];
    expect(rows.map((row) => [row.family, row.status, row.errorCode])).toEqual([
      ['crm', 'error', 'PLAN_REQUIRED'],
      ['webhooks', 'error', 'PLAN_REQUIRED'],
      ['job-builder', 'error', 'PLAN_REQUIRED'],
      ['candidate-search', 'error', 'PLAN_REQUIRED'],
      ['job-search', 'ok', undefined],
    ]);
    const reader = await cli(['usage'], {
      PLATFORM_BASE_URL: setup.emulator().url,
      PLATFORM_API_KEY: DEMO_KEYS.acmeReader,
    });
    expect(reader.code).toBe(0);
    expect(reader.stdout).toMatch(/^crm\s+\d+\s+\d+\s+500\s/m);
    const twoWorkspaces = await cli(['usage'], {
      PLATFORM_BASE_URL: setup.emulator().url,
      PLATFORM_API_KEY: DEMO_KEYS.acmeAdmin,
    });
    expect(twoWorkspaces.stdout).toMatch(/^crm\s+VALIDATION_ERROR$/m);
    expect(twoWorkspaces.stdout).toMatch(
      // The key's workspaces, as every command names them (the emulator tells them).
      /^crm: This key grants 2 workspaces: 65f1c0de00000000000000a1 \(Default\), 65f1c0de00000000000000a2 \(Engineering Hiring\); choose one with --workspace-id 65f1c0de00000000000000a1, /m,
    );
    expect(twoWorkspaces.stdout).toMatch(/^Webhook deliveries: /m);
    expect(twoWorkspaces.stdout).not.toMatch(/^Resume uploads/m);
  });
});

describe('api: any call with the configured key', { timeout: spawnTestTimeout(6) }, () => {
  it('prints the answer; fields go to the query of a GET and to the body of a POST', async () => {
    const page = await cli(['api', 'GET', 'crm/contacts', '-F', 'pageSize=3'], globex());
    expect(page.code).toBe(0);
    const body = JSON.parse(page.stdout);
    expect(checkResponse('strict', contactPageSchema, body, 'api')).toBeNull();
    expect(body.items).toHaveLength(3);
    const created = await cli(
      [
        'api',
        'POST',
        '/api/v3.0/crm/public/contacts',
        '-f',
        'name=Api Person',
        '-f',
        'emails[][email]=api.person@example.com',
        '-f',
        'emails[][type]=work',
        '-f',
        'tags[]=from-api',
      ],
      apiOrg,
    );
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({
      name: 'Api Person',
      emails: [{ email: 'api.person@example.com', type: 'work' }],
      tags: [{ name: 'from-api' }],
    });
  });

  it('--paginate follows hasMore to the end: the items of every page', async () => {
    const all = await cli(['api', 'GET', 'crm/contacts', '-F', 'pageSize=4', '--paginate'], globex());
    expect(all.code).toBe(0);
    const merged = JSON.parse(all.stdout) as { items: { id: string }[]; count: number; pages: number };
    const listed = JSON.parse((await cli(['contacts', 'list', '--all', '--json'], globex())).stdout) as {
      count: number;
    };
    expect(merged.count).toBe(listed.count);
    expect(merged.pages).toBe(Math.ceil(listed.count / 4));
    expect(new Set(merged.items.map((c) => c.id)).size).toBe(merged.count);
    expect(all.stderr).toMatch(/^page 1: 4 items, more follow…$/m);
    const search = await cli(
      ['api', 'POST', 'job-search/search', '-f', 'query=nurse', '-F', 'pageSize=25', '--paginate'],
      apiOrg,
    );
    expect(JSON.parse(search.stdout).jobs.length).toBeGreaterThan(25);
    const notAList = await cli(['api', 'GET', 'crm/usage', '--paginate'], apiOrg);
    expect(notAList.code).toBe(1);
    expect(notAList.stderr).toBe('error: --paginate: GET crm/usage is not a paginated list\n');
  });

  it('prints the error envelope on stdout and the error on stderr, exit 1', async () => {
    const result = await cli(['api', 'GET', `crm/contacts/${'0'.repeat(24)}`], apiOrg);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      statusCode: 404,
      errorCode: 'NOT_FOUND',
      message: expect.any(String),
      path: `/api/v3.0/crm/public/contacts/${'0'.repeat(24)}`,
      details: [{ field: 'id', message: expect.any(String) }],
    });
    expect(result.stderr).toMatch(/^error: 404 NOT_FOUND: /);
    const family = await cli(['api', 'GET', 'billing/invoices'], apiOrg);
    expect(family.code).toBe(1);
    expect(family.stderr).toMatch(
      /^error: PATH must start with a family \(crm, webhooks, job-builder, candidate-search, job-search\)/,
    );
  });

  it('--include prints the status line and headers before the body', async () => {
    const result = await cli(['api', 'GET', 'job-search/usage', '-i'], globex());
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^HTTP 200 OK\n/);
    expect(result.stdout).toMatch(/^content-type: application\/json/m);
    expect(result.stdout).toMatch(/\n\n\{\n {2}"dailyQuota": 500/);
  });
});
