import type { Emulator } from '../emulator.ts';
import { VERSION } from '../version.ts';
import { type EmulatorStartOptions, emulatorHelp, parseEmulatorArgs } from './flags.ts';
import { checkStateFileFolder } from './state-file.ts';

/**
 * The standalone server's command line (also `platform-api emulator start`). The flags are read and
 * checked first: `--help`, `--version` and a bad flag are answered before the emulator is loaded.
 * @throws {EmulatorUsageError} for a flag the server does not accept (see `EMULATOR_FLAGS`).
 */
export async function runEmulatorCli(
  argv: string[],
  out: (line: string) => void = console.log,
): Promise<void> {
  const command = parseEmulatorArgs(argv);
  if (command.action === 'help') out(emulatorHelp());
  else if (command.action === 'version') out(VERSION);
  else await startEmulatorServer(command.options, out);
}

async function startEmulatorServer(values: EmulatorStartOptions, out: (line: string) => void): Promise<void> {
  const { port, autosaveMs, controlToken } = values;
  // Every write of the state would fail later (snapshot, autosave, shutdown): refuse to start.
  if (values.state) await checkStateFileFolder(values.state);

  // Loaded only now: the emulator (msw, its data layer, the schemas) is what takes time to load.
  const [{ createEmulator }, { internals }] = await Promise.all([
    import('../emulator.ts'),
    import('../internal.ts'),
  ]);
  const emulator: Emulator = await createEmulator({
    seed: 'empty',
    allowLocalWebhooks: values.allowLocalWebhooks,
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
  // Before the ready line: whoever starts the server may send SIGTERM as soon as it reads that line,
  // and the default action of a signal without a handler would end the process without the write.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  out(`platform-emulator ${emulator.version} listening on ${server.url}`);
  out(`dashboard: ${server.url}/_emulator/ui`);
  if (loaded) out(`state loaded from ${values.state}`);
  if (emulator.demo) {
    out('demo API keys:');
    for (const line of emulator.demo.describe) out(`  ${line}`);
    // The first key listed: one workspace, so the lines work as copied (no workspaceId to add).
    const key = emulator.demo.keys.globexAdmin;
    out(`try: curl -H 'x-api-key: ${key}' '${server.url}/api/v3.0/crm/public/contacts?pageSize=3'`);
    out(`  or: platform-api contacts list --base-url ${server.url} --api-key ${key}`);
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
  if (values.allowLocalWebhooks)
    out('webhook endpoints may use http:, any port and local addresses (--allow-local-webhooks)');
  if (values.unlimited) out('quotas and rate limits: off (--unlimited)');
  if (controlToken) out('control API: needs the x-control-token header (--control-token)');
  else if (!isLoopbackHost(values.host)) {
    out(
      `warning: listening on ${values.host} without --control-token: anyone who reaches this port can reset the state, create keys and read every secret through /_emulator/...`,
    );
  }
  if (autosave) out(`state autosaved to ${values.state} at most ${autosaveMs} ms after a change`);
}

function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\./.test(h);
}
