import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_IDS, DEMO_KEYS, type Emulator, type RunningServer } from '../src/index.ts';

/**
 * The dashboard in a real browser: Playwright driving Debian's Chromium against a seeded standalone
 * emulator, one panel after the other as a user clicks through them. Each step waits on what the
 * page shows (never on a sleep), with generous limits for a busy machine. Every panel is checked
 * with axe-core (no serious or critical violation) and photographed into test-artifacts/dashboard/;
 * `DASHBOARD_DOCS_SCREENSHOTS=1` also copies the documented ones to docs/images/.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const ARTIFACTS = `${ROOT}test-artifacts/dashboard`;
const DOC_IMAGES = `${ROOT}docs/images`;
/** How long the page may take to show a result on a busy 2-core machine. */
const UI_MS = 30_000;
/** One step of the walk-through: a few page loads, clicks and API calls. */
const STEP_MS = 120_000;

const CRM = '/api/v3.0/crm/public';
const ACME = DEMO_KEYS.acmeAdmin;
const WS = DEMO_IDS.acmeDefaultWorkspace;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let emulator: Emulator;
let server: RunningServer;
let receiver: Server;
let receiverUrl: string;
/** What the loopback receiver answers to real events (challenges are always echoed). */
let receiverStatus = 500;
const pageErrors: string[] = [];
let axeSource: string;

const api = async (method: string, path: string, body?: unknown, key: string = ACME) => {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};

async function open(panel: string): Promise<void> {
  await page.goto(`${server.url}/_emulator/ui#/${panel}`);
  await page.locator('main h1').waitFor({ timeout: UI_MS });
}

/** Waits until the locator is visible. */
function see(locator: Locator): Promise<void> {
  return locator.first().waitFor({ state: 'visible', timeout: UI_MS });
}

async function shoot(name: string, docs = false): Promise<void> {
  const path = `${ARTIFACTS}/${name}.png`;
  await page.screenshot({ path, fullPage: false });
  if (docs && process.env.DASHBOARD_DOCS_SCREENSHOTS === '1') {
    await mkdir(DOC_IMAGES, { recursive: true });
    await copyFile(path, `${DOC_IMAGES}/dashboard-${name}.png`);
  }
}

/** axe-core over the whole page: no serious or critical violation (WCAG 2.1 A and AA, best practices). */
async function checkAccessibility(where: string): Promise<void> {
  // Evaluated through the DevTools protocol: the page's own policy (script-src 'self') stays as served.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<any> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n: any) => n.target.join(' ')),
    }));
  });
  const serious = violations.filter(
    (v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious, `${where}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is not at ${CHROMIUM}: install it (apt-get install -y chromium; .ci/run does) or set CHROMIUM_PATH.`,
    );
  }
  const require = createRequire(import.meta.url);
  axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await mkdir(ARTIFACTS, { recursive: true });

  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const event = JSON.parse(body) as { type: string; data: { challenge?: string } };
      if (event.type === 'webhook.verify') res.writeHead(200).end(event.data.challenge);
      else res.writeHead(receiverStatus).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

  emulator = await createEmulator({ seed: 'demo', allowLocalWebhooks: true });
  server = await emulator.listen({ port: 0 });
  // Acme's endpoint, verified by the receiver's echo.
  const ep = await api('POST', '/api/v3.0/webhooks/public/webhook-endpoints', {
    url: receiverUrl,
    description: 'Loopback receiver of the dashboard test',
    events: ['application.received'],
    workspaceIds: [WS],
  });
  expect(ep.status).toBe(201);
  await emulator.flushWebhooks();

  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Without the background-networking flags Chromium keeps calling out on a closed network.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
  page.setDefaultTimeout(UI_MS);
  page.on('pageerror', (err) => pageErrors.push(err.message));
  // A file the policy refused, a failed request, an exception: the console says it.
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
}, STEP_MS);

afterAll(async () => {
  await browser?.close();
  await emulator?.close();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

describe('the dashboard in Chromium', () => {
  it(
    'Organizations: creates a key, shows its plaintext once with a copy button, and uses it',
    async () => {
      await open('orgs');
      const acme = page.locator('section', {
        has: page.getByRole('heading', { name: 'Acme Talent', exact: true }),
      });
      await acme.getByText('Create a key for Acme Talent').click();
      await acme.getByRole('button', { name: 'Create the key' }).click();
      const secret = page.getByTestId('secret-value');
      await see(secret);
      const key = (await secret.textContent())!.trim();
      expect(key).toMatch(/^pk_emu_/);
      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      await see(page.getByText('Copied to the clipboard.'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      // The key works on the public API, and the list shows it masked only.
      expect((await api('GET', `${CRM}/usage?workspaceId=${WS}`, undefined, key)).status).toBe(200);
      await checkAccessibility('organizations with a new key');
      await shoot('orgs-new-key', true);
      await page.getByRole('button', { name: 'Use it in the dashboard' }).click();
      // Shown once: gone from the page, which keeps it in memory for its public-API actions.
      await secret.waitFor({ state: 'detached', timeout: UI_MS });
      expect(await page.locator('main').textContent()).not.toContain(key);
    },
    STEP_MS,
  );

  it(
    'Quota meters: follow the calls an application makes, live',
    async () => {
      await open('meters');
      const acmeCrm = page
        .locator('section', { has: page.getByRole('heading', { name: 'Acme Talent (platinum)' }) })
        .getByRole('row', { name: /^crm / });
      await see(acmeCrm);
      const before = Number(/(\d+) \/ 500/.exec((await acmeCrm.textContent()) ?? '')?.[1]);
      for (let i = 0; i < 3; i++)
        expect((await api('GET', `${CRM}/contacts?workspaceId=${WS}`)).status).toBe(200);
      await see(acmeCrm.getByText(`${before + 3} / 500`));
      await checkAccessibility('quota meters');
      await shoot('meters', true);
    },
    STEP_MS,
  );

  it(
    'Contacts: finds a contact by search and shows its timeline',
    async () => {
      const created = await api('POST', `${CRM}/contacts?workspaceId=${WS}`, {
        name: 'Zelda Quarterfield',
        jobTitle: ['Registered Nurse'],
        emails: [{ email: 'zelda@example.com', type: 'work' }],
      });
      await api('POST', `${CRM}/contacts/${created.body.id}/interactions?workspaceId=${WS}`, {
        type: 'phonecall',
        notes: 'Screening call, strong fit',
      });
      await open('contacts');
      await page.getByLabel('Search contacts').fill('quarterfield');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      // The API's search, not the newest contacts: only she matches.
      await see(page.getByText('Page 1: 1 contact.'));
      await page.getByRole('button', { name: /Zelda Quarterfield/ }).click();
      await see(page.getByText('zelda@example.com (work)'));
      await see(page.getByText('Screening call, strong fit'));
      await checkAccessibility('contacts');
      await shoot('contacts', true);
    },
    STEP_MS,
  );

  it(
    'Pipelines: a dragged card moves through the public API; the keyboard alternative too',
    async () => {
      const pipelines = await (await fetch(`${server.url}/_emulator/crm/pipelines?workspaceId=${WS}`)).json();
      const nurses = pipelines.items.find((p: { name: string }) => p.name === 'Nurses Madrid');
      const stageOf = async (cardId: string) => {
        const board = await api('GET', `${CRM}/lists/${nurses.id}?workspaceId=${WS}&pageSize=50`);
        return board.body.stages.find((s: { items: { id: string }[] }) =>
          s.items.some((c) => c.id === cardId),
        )?.name;
      };
      await open('pipelines');
      await page.getByLabel('Pipeline', { exact: true }).selectOption(nurses.id);
      const columns = page.locator('.board > section');
      await see(columns.first().locator('li[data-card-id]'));
      const from = columns.nth(0);
      const to = columns.nth(1);
      const toName = (await to.getAttribute('aria-label'))!.replace(/^Stage /, '');
      const card = from.locator('li[data-card-id]').first();
      const cardId = (await card.getAttribute('data-card-id'))!;
      await card.dragTo(to);
      await see(page.getByText(new RegExp(`to ${toName} \\(PATCH`)));
      await see(to.locator(`li[data-card-id="${cardId}"]`));
      expect(await stageOf(cardId)).toBe(toName);

      // Without a mouse: the card's "Move to" control.
      const third = columns.nth(2);
      const thirdName = (await third.getAttribute('aria-label'))!.replace(/^Stage /, '');
      const moved = to.locator(`li[data-card-id="${cardId}"]`);
      await moved.getByRole('combobox').selectOption({ label: thirdName });
      await moved.getByRole('button', { name: /^Move / }).press('Enter');
      await see(third.locator(`li[data-card-id="${cardId}"]`));
      expect(await stageOf(cardId)).toBe(thirdName);
      await checkAccessibility('pipelines');
      await shoot('pipelines', true);
    },
    STEP_MS,
  );

  it(
    'Webhooks and clock: an application whose delivery fails is retried when the clock advances',
    async () => {
      receiverStatus = 500;
      await open('webhooks');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await see(page.getByText(/applied: application/));
      await page.getByRole('button', { name: 'Deliver what is due now' }).click();
      await see(page.getByText(/Attempted \d+ due deliveries/));
      const delivery = page.locator('.deliveries li', { hasText: 'application.received' }).first();
      await see(delivery.getByText('pending'));
      await see(delivery.getByText('1 attempt ·'));

      // The receiver recovers; a minute later (virtual clock) the retry is due and runs.
      receiverStatus = 200;
      await open('clock');
      await see(page.getByRole('cell', { name: 'webhook delivery attempt' }));
      await page.getByRole('button', { name: '+1 minute' }).click();
      await see(page.getByText(/Advanced 1 minute: the clock reads .*; [1-9]\d* scheduled tasks? ran/));
      await see(page.getByText(/Ran webhook delivery attempt due/));
      await checkAccessibility('clock');
      await shoot('clock', true);

      await open('webhooks');
      const retried = page.locator('.deliveries li', { hasText: 'application.received' }).first();
      await see(retried.getByText('succeeded'));
      await see(retried.getByText('2 attempts ·'));
      await retried.locator('summary').click();
      await see(retried.getByRole('cell', { name: '500', exact: true }));
      await see(retried.getByRole('cell', { name: '200', exact: true }));
      await page.getByRole('button', { name: 'Send a test event' }).click();
      await see(page.getByText('Sent a webhook.ping test event'));
      await checkAccessibility('webhooks');
      await shoot('webhooks', true);
    },
    STEP_MS,
  );

  it(
    'Jobs: the playground generates a job and says what it understood; a job sent to approval is approved',
    async () => {
      await open('jobs');
      await page
        .getByLabel('Hiring request')
        .fill('Senior backend engineer in Berlin, hybrid, Go and PostgreSQL, full time');
      await page.getByRole('button', { name: 'Generate a preview' }).click();
      const understood = page.getByTestId('understood');
      await see(understood);
      expect(await understood.textContent()).toMatch(/Berlin/);
      expect(await understood.textContent()).toMatch(/Go/);
      await checkAccessibility('jobs playground');
      await page.getByRole('heading', { name: 'Job-builder playground' }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -16));
      await shoot('jobs-playground', true);
      await page.getByRole('button', { name: 'Send to approval' }).click();
      await see(page.getByText(/\(pending: approve it above\)/));
      const approve = page.getByRole('button', { name: /^Approve / }).first();
      await approve.click();
      await see(page.getByText(/it is published/));
    },
    STEP_MS,
  );

  it(
    'Search pools: a search needs a key of the organization; the page makes a dashboard key on request',
    async () => {
      await open('search');
      await page
        .getByLabel('Organization', { exact: true })
        .selectOption({ label: 'Globex Staffing (diamond)' });
      const candidates = page.locator('section', {
        has: page.getByRole('heading', { name: 'Candidate pool' }),
      });
      await candidates.getByLabel(/^query/).fill('registered nurse');
      await candidates.getByRole('button', { name: 'Search candidates' }).click();
      await candidates.getByRole('button', { name: 'Create a dashboard key for Globex Staffing' }).click();
      await candidates.getByRole('button', { name: 'Search candidates' }).click();
      await see(candidates.getByRole('table'));
      expect(await candidates.locator('tbody tr').count()).toBeGreaterThan(0);
      await checkAccessibility('search pools');
      await shoot('search', true);
      await page
        .getByLabel('Organization', { exact: true })
        .selectOption({ label: 'Acme Talent (platinum)' });
    },
    STEP_MS,
  );

  it(
    'Agent tools: lists the tools with their schemas, calls one with a key, shows the call in the log',
    async () => {
      await open('tools');
      await page.getByLabel('Tool', { exact: true }).selectOption('crm_search_contacts');
      await page.getByLabel(/^search/).fill('Quarterfield');
      await page.getByLabel(/^workspaceId/).fill(WS);
      await page.getByRole('button', { name: 'Call crm_search_contacts' }).click();
      await see(page.getByLabel('Text result of crm_search_contacts').getByText(/Zelda Quarterfield/));
      const calls = page.locator('section', {
        has: page.getByRole('heading', { name: 'Recent tool calls' }),
      });
      await see(calls.getByRole('cell', { name: 'mcp', exact: true }));
      await see(calls.getByRole('cell', { name: 'crm_search_contacts' }));
      await checkAccessibility('agent tools');
      await shoot('tools', true);
    },
    STEP_MS,
  );

  it(
    'Faults and request log: an added fault strikes an application request, and the log shows it live',
    async () => {
      await open('faults');
      await page.getByLabel('Path prefix').fill(`${CRM}/contacts`);
      await page.getByLabel('Status').fill('503');
      await page.getByRole('button', { name: 'Add the fault' }).click();
      await see(page.getByText(/armed: the next 1 GET request/));
      await see(page.getByRole('cell', { name: `${CRM}/contacts` }));
      await checkAccessibility('faults');
      await shoot('faults', true);

      await open('requests');
      await see(page.getByTestId('feed-mode').getByText('Live (server-sent events)'));
      const struck = await api('GET', `${CRM}/contacts?workspaceId=${WS}`);
      expect(struck.status).toBe(503);
      await page.getByLabel('Status', { exact: true }).selectOption('5xx');
      const row = page.getByRole('row', {
        name: /GET \/api\/v3\.0\/crm\/public\/contacts 503 CRM_API_ERROR/,
      });
      await see(row);
      await page.getByLabel('Status', { exact: true }).selectOption('all');
      await checkAccessibility('request log');
      await shoot('requests', true);
    },
    STEP_MS,
  );

  it(
    'is usable on a narrow window: the navigation wraps and nothing overflows the page',
    async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open('pipelines');
      await see(page.locator('.board > section').first());
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole('link', { name: 'Request log' }).click();
      await see(page.getByRole('heading', { level: 1, name: 'Request log' }));
      await checkAccessibility('narrow request log');
      await shoot('narrow', true);
      await page.setViewportSize({ width: 1280, height: 800 });
    },
    STEP_MS,
  );

  it('raised no error in the page (nor in its console)', () => {
    expect(pageErrors).toEqual([]);
  });
});

describe('the dashboard of a protected control API', () => {
  it(
    'asks for the token, says when it is wrong, keeps it for the tab session only',
    async () => {
      const protectedEmu = await createEmulator({ seed: 'demo', controlToken: 'dashboard-token-123' });
      const protectedServer = await protectedEmu.listen({ port: 0 });
      const tab = await context.newPage();
      try {
        await tab.goto(`${protectedServer.url}/_emulator/ui#/orgs`);
        const field = tab.getByLabel('Control token', { exact: true });
        await field.waitFor({ timeout: UI_MS });
        await field.fill('not-the-token');
        await tab.getByRole('button', { name: 'Unlock the dashboard' }).click();
        await tab.getByText('That token does not match').waitFor({ timeout: UI_MS });
        await tab.getByLabel('Control token', { exact: true }).fill('dashboard-token-123');
        await tab.getByRole('button', { name: 'Unlock the dashboard' }).click();
        await tab.getByRole('heading', { name: 'Acme Talent', exact: true }).waitFor({ timeout: UI_MS });
        const stored = await tab.evaluate(() => ({
          session: Object.values(sessionStorage),
          local: Object.keys(localStorage).length,
        }));
        expect(stored).toEqual({ session: ['dashboard-token-123'], local: 0 });
      } finally {
        await tab.close();
        await protectedEmu.close();
      }
    },
    STEP_MS,
  );
});
