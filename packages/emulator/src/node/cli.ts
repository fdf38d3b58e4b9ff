import { parseArgs } from 'node:util';
import { createEmulator } from '../emulator.ts';
import { internals } from '../internal.ts';

const HELP = `Usage: platform-emulator [options]

Starts the platform API emulator over HTTP.

Options:
  --port <n>               port to listen on (default 4010)
  --host <host>            host to bind (default 127.0.0.1)
  --seed <demo|empty>      data to start with (default demo)
  --allow-local-webhooks   webhook URLs may use http:, any port, loopback and private addresses
  --state <file>           load state from FILE at start; write it back on shutdown and on POST /_emulator/snapshot
  --unlimited              switch every quota and rate limit off (load tests)
  -h, --help               show this help
`;

/** The standalone server's command line (also `platform-api emulator start`). */
export async function runEmulatorCli(
  argv: string[],
  out: (line: string) => void = console.log,
): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string', default: 'demo' },
      'allow-local-webhooks': { type: 'boolean', default: false },
      state: { type: 'string' },
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

  const emulator = await createEmulator({
    seed: 'empty',
    allowLocalWebhooks: values['allow-local-webhooks'],
    unlimited: values.unlimited,
    ...(values.state ? { stateFile: values.state } : {}),
  });
  const loaded = await emulator.loadStateFile();
  if (!loaded && values.seed === 'demo') await emulator.reset({ seed: 'demo' });

  const server = await emulator.listen({ port, host: values.host });
  out(`platform-emulator ${emulator.version} listening on ${server.url}`);
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

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const timer = setTimeout(() => process.exit(0), 900);
    timer.unref();
    try {
      if (values.state) await emulator.snapshot();
      await emulator.close();
    } finally {
      out(`stopped (${signal})`);
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
