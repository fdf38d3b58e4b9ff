import { type ChildProcess, spawn } from 'node:child_process';
import { root } from '../lib/examples.ts';

export { prng } from '../../packages/emulator/src/seed/prng.ts';

export interface StartedEmulator {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `platform-emulator` from source on a free port; resolves once it listens, rejects if it exits first. */
export function startEmulatorProcess(args: string[]): Promise<StartedEmulator> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=platform-api-source',
      '--experimental-strip-types',
      '--no-warnings',
      'packages/emulator/src/bin.ts',
      '--port',
      '0',
      ...args,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const check = setInterval(() => {
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearInterval(check);
        resolve({ child, url: m[1]!, output: () => out, exited });
      }
    }, 20);
    void exited.then((code) => {
      clearInterval(check);
      if (!/listening on/.test(out))
        reject(Object.assign(new Error(`exited ${code}: ${out}`), { code, out }));
    });
  });
}
