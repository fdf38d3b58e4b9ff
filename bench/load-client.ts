/**
 * A closed-loop HTTP load generator, run in its own process so that it does not share a core with
 * the server under test. Usage: node load-client.ts '<json config>'; prints JSON counts.
 */
import { Agent, request } from 'node:http';

interface Config {
  base: string;
  paths: string[];
  headers: Record<string, string>;
  concurrency: number;
  durationMs: number;
  warmupMs: number;
}

const cfg = JSON.parse(process.argv[2]!) as Config;
const url = new URL(cfg.base);
const agent = new Agent({ keepAlive: true, maxSockets: cfg.concurrency });
let ok = 0;
let failed = 0;
let counting = false;
let stop = false;
let n = 0;

function one(): Promise<void> {
  return new Promise((resolve) => {
    const path = cfg.paths[n++ % cfg.paths.length]!;
    const req = request(
      { host: url.hostname, port: url.port, path, method: 'GET', headers: cfg.headers, agent },
      (res) => {
        res.resume();
        res.on('end', () => {
          if (counting) {
            if (res.statusCode === 200) ok++;
            else failed++;
          }
          resolve();
        });
      },
    );
    req.on('error', () => {
      if (counting) failed++;
      resolve();
    });
    req.end();
  });
}

async function worker(): Promise<void> {
  while (!stop) await one();
}

const workers = Array.from({ length: cfg.concurrency }, () => worker());
setTimeout(() => {
  counting = true;
  const t0 = performance.now();
  setTimeout(() => {
    counting = false;
    stop = true;
    const seconds = (performance.now() - t0) / 1000;
    void Promise.all(workers).then(() => {
      agent.destroy();
      process.stdout.write(JSON.stringify({ ok, failed, seconds, rps: ok / seconds }));
    });
  }, cfg.durationMs);
}, cfg.warmupMs);
