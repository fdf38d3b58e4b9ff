import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBuiltPackages } from '../lib/build.ts';
import { root } from '../lib/examples.ts';
import { READY_TIMEOUT_MS, runProcess, spawnTestTimeout, startProcess } from '../lib/processes.ts';

const PACKAGES = ['webhook-verifier', 'sdk', 'emulator', 'cli'];

// The tarballs are packed from the built packages.
useBuiltPackages();

/**
 * The consumer path, as a user takes it: the four packages packed, the tarballs installed with npm
 * into a fresh project outside the repository, a program using every public entry point type-checked
 * with the newest TypeScript and @types/node (ESM and CommonJS), run against the emulator in process
 * and as the installed standalone server, and the CLI run from its installed bin.
 */
// Tests without a bound of their own run a few short commands (one per package at most).
describe('from npm install to a passing program', { timeout: spawnTestTimeout(PACKAGES.length) }, () => {
  let dir: string;
  let tarballs: string[];
  /** Runs a command to its end in `cwd`; rejects with its output when it fails. */
  const sh = async (cmd: string, args: string[], cwd = dir, timeoutMs = 240_000) => {
    const result = await runProcess(cmd, args, {
      cwd,
      timeoutMs,
      env: { ...process.env, npm_config_yes: 'true', npm_config_audit: 'false', npm_config_fund: 'false' },
    });
    if (result.code !== 0) {
      throw new Error(`${cmd} ${args.join(' ')} exited ${result.code}:\n${result.stdout}${result.stderr}`);
    }
    return result;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'platform-api-consumer-'));
    const packs = join(dir, 'tarballs');
    await mkdir(packs);
    for (const p of PACKAGES)
      await sh('pnpm', ['pack', '--pack-destination', packs], join(root, 'packages', p));
    tarballs = (await readdir(packs)).map((f) => join(packs, f));
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    await sh('npm', [
      'install',
      '--no-audit',
      '--no-fund',
      ...tarballs,
      'typescript@latest',
      '@types/node@latest',
    ]);
  }, 300_000);
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('each tarball carries README, LICENSE and dist; no tests', async () => {
    for (const t of tarballs) {
      const { stdout } = await sh('tar', ['-tzf', t]);
      expect(stdout, t).toMatch(/package\/README\.md/);
      expect(stdout, t).toMatch(/package\/LICENSE/);
      expect(stdout, t).toMatch(/package\/dist\//);
      expect(stdout, t).not.toMatch(/\.test\.ts/);
    }
  });

  it('each installed README links only absolutely (the docs are not in the tarball); package.json names the repository', async () => {
    for (const p of PACKAGES) {
      const installed = join(dir, 'node_modules', '@platform-api', p);
      const readme = await readFile(join(installed, 'README.md'), 'utf8');
      const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
      expect(links.length, p).toBeGreaterThan(0);
      expect(
        links.filter((link) => !/^https:\/\//.test(link)),
        `${p}: relative links`,
      ).toEqual([]);
      const pkg = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
      expect(pkg.repository, p).toMatchObject({ directory: `packages/${p}` });
      expect(pkg.homepage, p).toMatch(/^https:\/\//);
      expect(pkg.bugs?.url, p).toMatch(/^https:\/\//);
    }
  });

  it('the installed SDK tree-shakes: errors alone ≤ 3 kB gzip, one call ≤ 42 kB (docs/sdk.md budgets)', async () => {
    // What a user's bundler sees: the published files, not the sources (packages/sdk/test/bundle-size
    // measures those). A top-level statement with a side effect in the entry would keep the client,
    // ky and zod in every program.
    const bundled = async (program: string) => {
      const result = await build({
        stdin: { contents: program, resolveDir: dir, loader: 'js' },
        bundle: true,
        minify: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        logLevel: 'silent',
      });
      return gzipSync(result.outputFiles[0]!.contents).length;
    };
    const errorsOnly = await bundled(`import { isPlatformError, RateLimitError } from '@platform-api/sdk';
export const check = (e) => isPlatformError(e, 'RATE_LIMIT_EXCEEDED') || e instanceof RateLimitError;`);
    expect(errorsOnly).toBeLessThanOrEqual(3 * 1024);
    const oneCall = await bundled(`import { PlatformClient } from '@platform-api/sdk';
const client = new PlatformClient({ apiKey: 'k', baseUrl: 'http://127.0.0.1:4010' });
console.log(await client.crm.contacts.get('65f1c0de00000000000000a1'));`);
    expect(oneCall).toBeLessThanOrEqual(42 * 1024);
  });

  it('every exported class keeps its name in the built files (stack traces, util.inspect)', async () => {
    const { stdout } = await sh(process.execPath, [
      '--input-type=module',
      '-e',
      `const wrong = [];
for (const pkg of ['@platform-api/sdk', '@platform-api/emulator', '@platform-api/webhook-verifier']) {
  const mod = await import(pkg);
  for (const [name, value] of Object.entries(mod)) {
    if (typeof value === 'function' && /^class\\b/.test(Function.prototype.toString.call(value)) && value.name !== name) wrong.push(pkg + ' ' + name + ' is called ' + value.name);
  }
}
console.log(JSON.stringify(wrong));`,
    ]);
    expect(JSON.parse(stdout)).toEqual([]);
  });

  it('ESM: every entry point type-checks with the newest TypeScript and the newest and oldest @types/node, and runs', async () => {
    await writeFile(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          target: 'es2022',
          strict: true,
          noEmit: true,
          types: ['node'],
          skipLibCheck: false,
        },
      }),
    );
    await writeFile(
      join(dir, 'main.ts'),
      `import { createServer } from 'node:http';
import { createEmulator, DEMO_KEYS } from '@platform-api/emulator';
import { runEmulatorCli } from '@platform-api/emulator/node';
import { isPlatformError, PlatformClient, type Crm } from '@platform-api/sdk';
import { IN_PROCESS_EMULATOR_HOST } from '@platform-api/sdk/in-process';
import { allOperations, QUOTAS } from '@platform-api/sdk/operations';
import { candidateSearchSchema } from '@platform-api/sdk/schemas';
import { signWebhook, verify, webhookMiddleware } from '@platform-api/webhook-verifier';

const emulator = await createEmulator({ seed: 'demo' });
const client = new PlatformClient({ apiKey: DEMO_KEYS.globexAdmin, baseUrl: emulator.baseUrl, fetch: emulator.fetch });
const page = await client.crm.contacts.list({ pageSize: 2 });
const rows: Crm.ContactListItem[] = page.items;
const jobs = await client.jobSearch.search({ query: 'nurse' });
const usage = await client.usage();
try {
  await client.crm.contacts.get('ffffffffffffffffffffffff');
} catch (err) {
  if (!isPlatformError(err, 'NOT_FOUND')) throw err;
}
const server = await emulator.listen({ port: 0 });
const overHttp = new PlatformClient({ apiKey: DEMO_KEYS.initechFree, baseUrl: server.url });
const free = await overHttp.jobSearch.usage();
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const payload = '{"id":"evt_1","type":"webhook.ping","data":{}}';
const signed = await signWebhook({ secret, id: 'msg_1', timestamp: new Date(), payload });
const event = await verify(payload, signed, { secret });
const emails: string[] = [];
createServer(webhookMiddleware({ secret, onEvent: () => {}, handlers: { 'application.received': (e) => { emails.push(e.data.candidate.email); } } })).close();
console.log(JSON.stringify({ rows: rows.length, jobs: jobs.items.length, crm: usage.crm.available, free: free.dailyQuota, quota: free.dailyQuota === QUOTAS['job-search'].daily, operations: allOperations.length > 40, host: IN_PROCESS_EMULATOR_HOST, parsed: candidateSearchSchema.safeParse({ query: 'ok' }).success, cli: typeof runEmulatorCli, event: event.type }));
await emulator.close();
`,
    );
    await sh('npx', ['tsc', '-p', '.']);
    await sh('npx', ['tsc', '-p', '.', '--noEmit', 'false', '--outDir', 'out']);
    // The oldest @types/node major of the supported Node.js (22) type-checks the same program.
    await sh('npm', ['install', '--no-audit', '--no-fund', '--no-save', '@types/node@22']);
    await sh('npx', ['tsc', '-p', '.']);
    await sh('npm', ['install', '--no-audit', '--no-fund', '--no-save', '@types/node@latest']);
    const { stdout } = await sh('node', ['out/main.js']);
    expect(JSON.parse(stdout)).toEqual({
      rows: 2,
      jobs: 10,
      crm: true,
      free: 500,
      quota: true,
      operations: true,
      host: 'platform-emulator.local',
      parsed: true,
      cli: 'function',
      event: 'webhook.ping',
    });
  }, 120_000);

  it('declaration emit: every type the client reaches has a public name (nodenext and bundler; TypeScript 7 and 6)', async () => {
    // A library that re-exports the client's families (`export const crm = client.crm`) with
    // `declaration: true` must be able to write each inferred type as `import("@platform-api/sdk").X`:
    // a type declared in a shared declaration chunk, or only aliased in a namespace, fails with
    // TS2883/TS2742 ("cannot be named"), a resource class inlined with TS4094 (its protected `_client`).
    await mkdir(join(dir, 'decl'), { recursive: true });
    await writeFile(
      join(dir, 'decl', 'families.ts'),
      `import { PlatformClient } from '@platform-api/sdk';
const client = new PlatformClient({ apiKey: 'sk_test' });
export const crm = client.crm;
export const contacts = client.crm.contacts;
export const interactions = client.crm.contacts.interactions;
export const lists = client.crm.lists;
export const stages = client.crm.lists.stages;
export const items = client.crm.lists.items;
export const hooks = client.webhooks;
export const endpoints = client.webhooks.endpoints;
export const deliveries = client.webhooks.deliveries;
export const jobBuilder = client.jobBuilder;
export const candidateSearch = client.candidateSearch;
export const jobSearch = client.jobSearch;
export function listArgs(p: Parameters<typeof client.crm.contacts.list>[0]) { return p; }
export const uploadArgs = (...a: Parameters<typeof client.crm.contacts.uploadResume>) => a;
export const logArgs = (...a: Parameters<typeof client.crm.contacts.interactions.log>) => a;
export const interactionListArgs = (...a: Parameters<typeof client.crm.contacts.interactions.list>) => a;
export const iterateArgs = (...a: Parameters<typeof client.crm.lists.iterateCards>) => a;
export const endpointListArgs = (...a: Parameters<typeof client.webhooks.endpoints.list>) => a;
export const deliveryListArgs = (...a: Parameters<typeof client.webhooks.deliveries.list>) => a;
export const asset = () => client.webhooks.downloadAsset('token');
export const listed = (): ReturnType<typeof client.crm.contacts.list> => client.crm.contacts.list();
export const created = () => client.crm.contacts.create({ name: 'Ada' });
export const pipelines = () => client.crm.lists.list();
export const search = () => client.jobSearch.search({ query: 'nurse' });
export const candidates = () => client.candidateSearch.search({ query: 'nurse' });
export const generated = (...a: Parameters<typeof client.jobBuilder.generate>) => client.jobBuilder.generate(...a);
export const usage = () => client.usage();
export const verify = client.webhooks.verify;
`,
    );
    const options = {
      target: 'es2022',
      strict: true,
      declaration: true,
      emitDeclarationOnly: true,
      types: [],
    };
    const variants = {
      nodenext: { module: 'nodenext' },
      bundler: { module: 'esnext', moduleResolution: 'bundler' },
    };
    // The newest TypeScript (installed above) and the repository's (6, the JavaScript compiler).
    const compilers = {
      newest: ['npx', 'tsc'],
      repository: [process.execPath, join(root, 'node_modules/typescript/bin/tsc')],
    };
    for (const [variant, moduleOptions] of Object.entries(variants)) {
      for (const [compiler, [cmd, ...args]] of Object.entries(compilers)) {
        const outDir = `out-${variant}-${compiler}`;
        await writeFile(
          join(dir, 'decl', `tsconfig.${variant}.json`),
          JSON.stringify({
            compilerOptions: { ...options, ...moduleOptions, rootDir: '.' },
            files: ['families.ts'],
          }),
        );
        await sh(cmd!, [...args, '-p', `decl/tsconfig.${variant}.json`, '--outDir', `decl/${outDir}`]);
        const emitted = await readFile(join(dir, 'decl', outDir, 'families.d.ts'), 'utf8');
        // Named through the package's public entries only, never a file of its dist.
        const specifiers = new Set([...emitted.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]!));
        const publicEntry = /^@platform-api\/(sdk(\/(schemas|operations|in-process))?|webhook-verifier)$/;
        expect(
          [...specifiers].filter((s) => !publicEntry.test(s)),
          `${variant}, ${compiler}`,
        ).toEqual([]);
        expect(specifiers, `${variant}, ${compiler}`).toContain('@platform-api/sdk');
        expect(emitted).toContain('export declare const crm: import("@platform-api/sdk").CrmResource;');
        expect(emitted).toContain('export declare const contacts: import("@platform-api/sdk").Contacts;');
      }
    }
  }, 120_000);

  it("hover: the installed types carry every field's documentation (the editor shows the spec's words)", async () => {
    // Each expression's last member is hovered with TypeScript's language service, on the installed
    // declarations: a field whose JSDoc did not reach the .d.ts reads as ''.
    const fields = [
      'candidate.candidateId',
      'candidateQuery.createdAfter',
      'created.listId',
      'created.job.workMode.geoNameId',
      'publicJob.applyUrl',
      'endpoint.status',
      'endpoint.events',
      'withSecret.secret',
      'withSecret.previousSecretExpiresAt',
      'contact.emails',
      'contact.updatedAt',
      'pipeline.stages',
      'card.authorId',
      'crmUsage.remaining',
      'received.occurredAt',
      'received.data.application.listItemId',
      'received.data.candidate.email',
      'payload.data.job.postId',
      'verifyEvent.data.challenge',
    ];
    await mkdir(join(dir, 'hover'), { recursive: true });
    await writeFile(
      join(dir, 'hover', 'probe.ts'),
      `import type { CandidateSearch, Crm, JobBuilder, JobSearch, Webhooks } from '@platform-api/sdk';
import type { ApplicationReceivedEvent as ApplicationReceivedPayload } from '@platform-api/sdk/schemas';
import type { ApplicationReceivedEvent, WebhookVerifyEvent } from '@platform-api/webhook-verifier';
declare const candidate: CandidateSearch.Candidate;
declare const candidateQuery: CandidateSearch.CandidateSearchInput;
declare const created: JobBuilder.JobCreateResult;
declare const publicJob: JobSearch.PublicJobResult;
declare const endpoint: Webhooks.WebhookEndpoint;
declare const withSecret: Webhooks.WebhookEndpointWithSecret;
declare const contact: Crm.Contact;
declare const pipeline: Crm.Pipeline;
declare const card: Crm.Card;
declare const crmUsage: Crm.CrmUsage;
declare const received: ApplicationReceivedEvent;
declare const payload: ApplicationReceivedPayload;
declare const verifyEvent: WebhookVerifyEvent;
${fields.map((f) => `${f};`).join('\n')}
`,
    );
    await writeFile(
      join(dir, 'hover', 'hover.mjs'),
      // The newest TypeScript (7) is the native compiler, without the JavaScript language service:
      // the repository's TypeScript reads the installed declarations.
      `import { createRequire } from 'node:module';
import { resolve } from 'node:path';
const ts = createRequire(${JSON.stringify(join(root, 'package.json'))})('typescript');
const file = resolve('hover/probe.ts');
const host = {
  getScriptFileNames: () => [file],
  getScriptVersion: () => '1',
  getScriptSnapshot: (f) => { const t = ts.sys.readFile(f); return t === undefined ? undefined : ts.ScriptSnapshot.fromString(t); },
  getCurrentDirectory: () => process.cwd(),
  getCompilationSettings: () => ({ strict: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext }),
  getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
  fileExists: ts.sys.fileExists, readFile: ts.sys.readFile, readDirectory: ts.sys.readDirectory,
  directoryExists: ts.sys.directoryExists, getDirectories: ts.sys.getDirectories, realpath: ts.sys.realpath,
};
const service = ts.createLanguageService(host);
const text = ts.sys.readFile(file);
const docs = {};
for (const line of text.split('\\n').filter((l) => /^[a-zA-Z.]+;$/.test(l))) {
  const expr = line.slice(0, -1);
  const at = text.indexOf(line) + expr.lastIndexOf('.') + 1;
  docs[expr] = ts.displayPartsToString(service.getQuickInfoAtPosition(file, at)?.documentation ?? []);
}
console.log(JSON.stringify(docs));
`,
    );
    const { stdout } = await sh('node', ['hover/hover.mjs']);
    const docs = JSON.parse(stdout) as Record<string, string>;
    expect(Object.keys(docs).sort()).toEqual([...fields].sort());
    expect(Object.entries(docs).filter(([, doc]) => doc.trim() === '')).toEqual([]);
    expect(docs['candidate.candidateId']).toMatch(/pc1\./);
  }, 60_000);

  it('CommonJS: require() of the packages works on Node 22.12+, and type-checks', async () => {
    await mkdir(join(dir, 'cjs'));
    await writeFile(join(dir, 'cjs', 'package.json'), JSON.stringify({ type: 'commonjs' }));
    await writeFile(
      join(dir, 'cjs', 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          target: 'es2022',
          strict: true,
          types: ['node'],
          outDir: 'out',
        },
      }),
    );
    await writeFile(
      join(dir, 'cjs', 'main.ts'),
      `import { PlatformClient, isPlatformError } from '@platform-api/sdk';
import { createEmulator } from '@platform-api/emulator';
void (async () => {
  const emulator = await createEmulator({ seed: 'demo' });
  const client = new PlatformClient({ apiKey: emulator.demo!.keys.acmeReader, baseUrl: emulator.baseUrl, fetch: emulator.fetch });
  const usage = await client.crm.usage();
  console.log(usage.dailyQuota, typeof isPlatformError);
})();
`,
    );
    await sh('npx', ['tsc', '-p', 'cjs']);
    const { stdout } = await sh('node', ['cjs/out/main.js']);
    expect(stdout.trim()).toBe('500 function');
  }, 120_000);

  it(
    'the installed bins: platform-emulator serves, platform-api reads usage from it',
    async () => {
      const emulator = startProcess(join(dir, 'node_modules/.bin/platform-emulator'), ['--port', '0'], {
        cwd: dir,
      });
      try {
        const [, url] = await emulator.waitFor(/listening on (http:\/\/\S+)\n/, READY_TIMEOUT_MS);
        const { stdout } = await sh(join(dir, 'node_modules/.bin/platform-api'), [
          'usage',
          '--base-url',
          url!,
          '--api-key',
          'pk_demo_globex_admin_W4kR9mP2tL8vN6xa',
        ]);
        expect(stdout).toMatch(/^crm\s+\d+\s+\d+\s+500\s/m);
        expect(stdout).toMatch(/^job-search\s+\d+\s+\d+\s+500\s/m);
        // The dashboard comes from the package's dist (no bundler installed here), and the banner names it.
        await emulator.waitFor(/dashboard: \S+/, READY_TIMEOUT_MS);
        expect(emulator.output()).toContain(`dashboard: ${url}/_emulator/ui`);
        for (const [file, type] of [
          ['', 'text/html'],
          ['/app.js', 'text/javascript'],
          ['/app.css', 'text/css'],
        ]) {
          const res = await fetch(`${url}/_emulator/ui${file}`);
          expect([res.status, res.headers.get('content-type')?.split(';')[0]]).toEqual([200, type]);
        }
      } finally {
        await emulator.stop();
      }
    },
    spawnTestTimeout(2),
  );
});
