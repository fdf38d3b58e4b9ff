import { parseArgs } from 'node:util';
import { createEmulator } from '../emulator.ts';
import { internals } from '../internal.ts';
import { controlTokenProblem } from '../options.ts';
import { checkStateFileFolder } from './state-file.ts';

const HELP = `Usage: platform-emulator [options]

Starts the platform API emulator over HTTP.

Options:
  --port <n>               port to listen on (default 4010)
  --host <host>            host to bind (default 127.0.0.1)
  --seed <demo|empty>      data to start with (default demo)
  --allow-local-webhooks   webhook URLs may use http:, any port, loopback and private addresses
  --state <file>           load state from FILE at start; write it back on shutdown, on POST /_emulator/snapshot
                           and after changes (see --autosave); written atomically, mode 0600; its folder
                           must exist and be writable, and a malformed FILE stops the start (exit 1)
  --autosave <ms>          with --state: write the state at most this long after a change (default 1000;
                           0: only on shutdown and snapshot). A SIGKILL loses at most that long of changes
  --control-token <token>  the control API (/_emulator/...) needs this value in the x-control-token header
  --unlimited              switch every quota and rate limit off (load tests)
  -h, --help               show this help
`;

/** The standalone server's command line (also `platform-api emulator start`). */
export async function runEmulatorCli(
  argv: string[],
  out: (line: string) => void = console.log,
): Promise<void> {
  const { values } = parseArgs({
    // `pnpm emulator -- --port 4107` passes the `--` on: a leading one only ends the runner's options.
    args: argv[0] === '--' ? argv.slice(1) : argv,
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string', default: 'demo' },
      'allow-local-webhooks': { type: 'boolean', default: false },
      state: { type: 'string' },
      autosave: { type: 'string', default: '1000' },
      'control-token': { type: 'string' },
      unlimited: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    out(HELP);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be a port number, got "${values.port}"`);
  if (values.seed !== 'demo' && values.seed !== 'empty')
    throw new Error(`--seed must be demo or empty, got "${values.seed}"`);
  const autosaveMs = Number(values.autosave);
  if (!Number.isInteger(autosaveMs) || autosaveMs < 0)
    throw new Error(
      `--autosave must be a number of milliseconds (0 to switch it off), got "${values.autosave}"`,
    );
  const controlToken = values['control-token'];
  const tokenProblem = controlToken === undefined ? null : controlTokenProblem(controlToken);
  if (tokenProblem) throw new Error(`--control-token ${tokenProblem}`);

  // Every write of the state would fail later (snapshot, autosave, shutdown): refuse to start.
  if (values.state) await checkStateFileFolder(values.state);

  const emulator = await createEmulator({
    seed: 'empty',
    allowLocalWebhooks: values['allow-local-webhooks'],
    unlimited: values.unlimited,
    ...(values.state ? { stateFile: values.state } : {}),
    ...(controlToken !== undefined ? { controlToken } : {}),
  });
  const loaded = await emulator.loadStateFile();
  if (!loaded && values.seed === 'demo') await emulator.reset({ seed: 'demo' });

  let server: Awaited<ReturnType<typeof emulator.listen>>;
  try {
    server = await emulator.listen({ port, host: values.host });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'EADDRINUSE') {
      throw new Error(
        `Port ${port} on ${values.host} is already in use (another emulator still running?): stop it, or start this one with --port <another port> (--port 0 picks a free one).`,
      );
    }
    if (code === 'EACCES')
      throw new Error(`Not allowed to listen on ${values.host}:${port}; choose a port above 1023.`);
    if (code === 'EADDRNOTAVAIL')
      throw new Error(`${values.host} is not an address of this machine; use --host 127.0.0.1.`);
    throw err;
  }
  out(`platform-emulator ${emulator.version} listening on ${server.url}`);
  out(`dashboard: ${server.url}/_emulator/ui`);
  if (loaded) out(`state loaded from ${values.state}`);
  if (emulator.demo) {
    out('demo API keys:');
    for (const line of emulator.demo.describe) out(`  ${line}`);
    out(
      `try: curl -H 'x-api-key: ${emulator.demo.keys.acmeAdmin}' '${server.url}/api/v3.0/crm/public/contacts?workspaceId=${emulator.demo.ids.acmeDefaultWorkspace}'`,
    );
    const acmeOrg = emulator.demo.ids.acmeOrg;
    const demoJob = internals(emulator)
      .posts.posts.all()
      .find((p) => p.orgId === acmeOrg && p.status === 'published');
    if (demoJob) {
      out(
        `demo job postId ${demoJob.id} ("${demoJob.title}"): a candidate applies, application.received goes to Acme's endpoints:`,
      );
      out(
        `  curl -X POST '${server.url}/_emulator/applications' -H 'content-type: application/json' -d '{"postId":"${demoJob.id}","candidate":{"name":"Ada Lovelace","email":"ada@example.com","resume":true}}'`,
      );
    }
  }
  if (values['allow-local-webhooks'])
    out('webhook endpoints may use http:, any port and local addresses (--allow-local-webhooks)');
  if (values.unlimited) out('quotas and rate limits: off (--unlimited)');
  if (controlToken) out('control API: needs the x-control-token header (--control-token)');
  else if (!isLoopbackHost(values.host)) {
    out(
      `warning: listening on ${values.host} without --control-token: anyone who reaches this port can reset the state, create keys and read every secret through /_emulator/...`,
    );
  }

  // Autosave: the state is written at most `autosaveMs` after anything changed (requests, clock work).
  const core = internals(emulator).core;
  let saved = core.revision;
  let writing: Promise<unknown> | null = null;
  const save = async () => {
    if (writing) return;
    const revision = core.revision;
    writing = emulator.snapshot().then(
      () => {
        saved = revision;
      },
      (err: unknown) => out(`error: ${(err as Error).message}`),
    );
    await writing;
    writing = null;
  };
  const autosave =
    values.state && autosaveMs > 0
      ? setInterval(() => {
          if (core.revision !== saved) void save();
        }, autosaveMs)
      : undefined;
  autosave?.unref();
  if (autosave) out(`state autosaved to ${values.state} at most ${autosaveMs} ms after a change`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // A second signal while the state is being written: leave now, say so, and exit non-zero.
      // The write goes to a temporary file renamed at the end: the previous state file stays whole.
      if (writing) {
        out(
          `${signal} again: stopping before the state write finished; ${values.state} keeps its previous content`,
        );
        process.exit(1);
      }
      return;
    }
    stopping = true;
    clearInterval(autosave);
    let code = 0;
    if (values.state) {
      // No deadline on the write: a shutdown never cuts it short (a second signal does, loudly).
      if (writing) await writing;
      writing = emulator.snapshot();
      try {
        await writing;
        out(`state written to ${values.state}`);
      } catch (err) {
        out(`error: ${(err as Error).message}`);
        code = 1;
      }
      writing = null;
    }
    // Closing sockets and webhook attempts in flight gets a short deadline.
    setTimeout(() => process.exit(code), 900).unref();
    await emulator.close();
    out(`stopped (${signal})`);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\./.test(h);
}
