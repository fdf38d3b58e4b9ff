/**
 * Every process a test starts goes through this module: the built binaries (`platform-emulator`,
 * `platform-api`), examples, scripts and tools. It waits on what a process prints (its ready line),
 * never on a sleep; it bounds every wait by a timeout sized from measured start-up times; and it
 * makes sure that no process outlives the test that started it:
 *
 * - a process started inside a test is stopped when the test ends, and the test fails if it was
 *   still running then (a test that times out has its process killed, not left behind);
 * - a process started in a `beforeAll` (one server shared by a file) is checked when the file ends
 *   (`setup-processes.ts`, a setup file of every project);
 * - every process is recorded in a folder the global setup makes, and the global teardown fails the
 *   run if one is still alive (`global-setup.ts`): the net under the two above.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, onTestFinished } from 'vitest';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The built binaries, as `npm install` puts them on a user's PATH. */
export const EMULATOR_BIN = join(REPO_ROOT, 'packages/emulator/dist/bin.js');
export const CLI_BIN = join(REPO_ROOT, 'packages/cli/dist/bin.js');

/**
 * Time from the spawn of the built `platform-emulator --port 0` (demo seed) to its ready line,
 * measured on this project's 2-core machine (9 runs each): median 0.5-0.7 s, max 1.0 s, with the
 * machine's usual load; with five CPU-bound loops added (load average 11) median 6.0 s, max 7.6 s.
 * From the sources (type stripping every module) it was 1.2 s and 5.4 s. The bound is that loaded
 * maximum with a margin of four: a start that takes longer is broken, not slow.
 */
export const READY_TIMEOUT_MS = 30_000;

/**
 * A short command run to its end (`platform-api webhooks sign`, a bad flag, an example): 0.1-0.4 s
 * with the usual load, median 2.1 s and max 2.8 s with the five loops. The same bound as a start.
 */
export const RUN_TIMEOUT_MS = 30_000;

/**
 * The vitest timeout of a test that starts `starts` processes one after another and does a little
 * work with each: each start within {@link READY_TIMEOUT_MS}, plus as much again for the rest.
 */
export function spawnTestTimeout(starts = 1): number {
  return (starts + 1) * READY_TIMEOUT_MS;
}

/** What a process printed and how it ended. */
export interface ProcessResult {
  /** The exit code, or null when a signal ended it. */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface ProcessOptions {
  cwd?: string;
  /** The whole environment of the process (default: this process's). */
  env?: NodeJS.ProcessEnv;
  /** Written to the standard input, which is then closed (default: closed at once). */
  input?: string | Uint8Array;
}

/** A process started by {@link startProcess}. */
export interface StartedProcess {
  child: ChildProcess;
  /** The command line, for messages. */
  readonly commandLine: string;
  /** Standard output and error so far, interleaved as they came. */
  output(): string;
  stdout(): string;
  stderr(): string;
  /**
   * The first match of `pattern` in the output (stdout and stderr). Rejects, with the output, if
   * the process ends first or nothing matches within `timeoutMs`.
   */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Settles when the process has exited and its output is read to the end. */
  readonly exited: Promise<ProcessResult>;
  /** Whether the process has not exited yet. */
  running(): boolean;
  /**
   * The exit, waited for at most `timeoutMs`: then the process is killed (SIGKILL) and, once it is
   * gone, the promise rejects with `problem` and the output.
   */
  runFor(timeoutMs: number, problem: string): Promise<ProcessResult>;
  /**
   * Sends `signal` (SIGTERM by default) and waits for the exit; a process still running after
   * `timeoutMs` is killed (SIGKILL) and the promise rejects.
   */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<ProcessResult>;
}

/** Processes of this test file, started outside a test: checked when the file ends. */
const fileProcesses = new Set<StartedProcess>();

/** The variable that names the folder of the process records, set by the global setup. */
export const PROCESS_REGISTRY_VARIABLE = 'TEST_PROCESS_REGISTRY';

/** The folder the global setup makes for the process records (unset when run outside vitest's setup). */
const registry = process.env[PROCESS_REGISTRY_VARIABLE];

function currentTestName(): string | undefined {
  return expect.getState().currentTestName;
}

function record(started: StartedProcess, args: readonly string[], scope: string): void {
  const pid = started.child.pid;
  if (registry === undefined || pid === undefined) return;
  const file = join(registry, `${pid}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      pid,
      args,
      commandLine: started.commandLine,
      scope,
      testFile: expect.getState().testPath,
    }),
  );
  void started.exited.finally(() => rmSync(file, { force: true }));
}

/** Kills a process left running and says where it came from. */
async function reap(started: StartedProcess, where: string): Promise<Error | undefined> {
  if (!started.running()) return undefined;
  started.child.kill('SIGKILL');
  await started.exited;
  return new Error(
    `${started.commandLine} was still running at the end of ${where}: killed. Stop it before then ` +
      '(`await started.stop()`, in a `finally` or an `afterAll`).',
  );
}

/**
 * The processes started outside a test that are still running, killed: the file's `afterAll` calls it
 * (see `setup-processes.ts`). Throws if there was one.
 */
export async function reapFileProcesses(): Promise<void> {
  const errors: Error[] = [];
  for (const started of fileProcesses) {
    const error = await reap(started, 'the test file');
    if (error) errors.push(error);
  }
  fileProcesses.clear();
  if (errors.length > 0) throw new AggregateError(errors, errors.map((each) => each.message).join('\n'));
}

/** Starts `command` (not through a shell) and tracks it; see the module's comment. */
export function startProcess(
  command: string,
  args: readonly string[],
  options: ProcessOptions = {},
): StartedProcess {
  const child = spawn(command, args, {
    cwd: options.cwd ?? REPO_ROOT,
    env: options.env ?? process.env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let output = '';
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    output += chunk;
    changed();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    output += chunk;
    changed();
  });
  // EPIPE when the process exits before reading its input: the exit is what the test looks at.
  child.stdin!.on('error', () => {});
  child.stdin!.end(options.input ?? '');

  let done = false;
  const exited = new Promise<ProcessResult>((resolve, reject) => {
    child.on('error', (error) => {
      done = true;
      changed();
      reject(error);
    });
    // 'close': the process has exited and its output streams are read to the end.
    child.on('close', (code, signal) => {
      done = true;
      changed();
      resolve({ code, signal, stdout, stderr });
    });
  });
  exited.catch(() => {});
  const commandLine = [command, ...args].join(' ').replaceAll(REPO_ROOT, '');

  const waitFor = (pattern: RegExp, timeoutMs = READY_TIMEOUT_MS) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) finish(() => resolve(match));
        else if (done)
          finish(() => reject(new Error(`${commandLine} ended before printing ${pattern}:\n${output}`)));
      };
      const timer = setTimeout(
        () =>
          finish(() =>
            reject(new Error(`${commandLine} printed no ${pattern} within ${timeoutMs} ms:\n${output}`)),
          ),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      check();
    });

  /** The exit; after `timeoutMs` the process is killed and, once it is gone, the promise rejects. */
  const killedAfter = async (timeoutMs: number, problem: string): Promise<ProcessResult> => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    const result = await exited.finally(() => clearTimeout(timer));
    if (late) throw new Error(`${commandLine} ${problem}:\n${output}`);
    return result;
  };

  const started: StartedProcess = {
    child,
    commandLine,
    output: () => output,
    stdout: () => stdout,
    stderr: () => stderr,
    waitFor,
    exited,
    runFor: killedAfter,
    running: () => !done,
    async stop(signal = 'SIGTERM', timeoutMs = RUN_TIMEOUT_MS) {
      if (done) return exited;
      child.kill(signal);
      return killedAfter(timeoutMs, `did not exit within ${timeoutMs} ms of ${signal}`);
    },
  };

  let scope: string;
  try {
    onTestFinished(async () => {
      const error = await reap(started, `the test "${currentTestName()}"`);
      if (error) throw error;
    });
    scope = `test "${currentTestName()}"`;
  } catch {
    // Not inside a test (a beforeAll, or the file's body): the process belongs to the file.
    fileProcesses.add(started);
    scope = 'file';
  }
  record(started, args, scope);
  return started;
}

/**
 * Runs `command` to its end and returns what it printed. A process still running after `timeoutMs`
 * is killed and the promise rejects with its output so far.
 */
export async function runProcess(
  command: string,
  args: readonly string[],
  options: ProcessOptions & { timeoutMs?: number } = {},
): Promise<ProcessResult> {
  const timeoutMs = options.timeoutMs ?? RUN_TIMEOUT_MS;
  return startProcess(command, args, options).runFor(timeoutMs, `did not finish within ${timeoutMs} ms`);
}

function builtBinary(path: string): string {
  if (!existsSync(path)) {
    throw new Error(
      `${path} is missing: call useBuiltPackages() (test/lib/build.ts) in this test file, or run pnpm build`,
    );
  }
  return path;
}

/** A `platform-emulator` started by {@link startEmulator}, listening. */
export interface StartedEmulator extends StartedProcess {
  /** `http://127.0.0.1:PORT` from its ready line. */
  url: string;
}

/**
 * Starts the built `platform-emulator` with `args` and resolves once it prints its ready line
 * (`listening on http://...`); rejects with its output if it exits first, or after `readyTimeoutMs`
 * ({@link READY_TIMEOUT_MS} by default: a start that loads a large state file needs more).
 */
export async function startEmulator(
  args: readonly string[],
  options: ProcessOptions & { readyTimeoutMs?: number } = {},
): Promise<StartedEmulator> {
  const started = startProcess(process.execPath, [builtBinary(EMULATOR_BIN), ...args], options);
  try {
    const [, url] = await started.waitFor(/listening on (http:\/\/\S+)\n/, options.readyTimeoutMs);
    return Object.assign(started, { url: url! });
  } catch (error) {
    // Not ready: it goes now, so that the test's error is this one, not a leftover process.
    await started.stop('SIGKILL');
    throw error;
  }
}

/** Runs the built `platform-emulator` to its end (a bad flag, `--help`, a state it refuses). */
export function runEmulator(args: readonly string[], options: ProcessOptions = {}): Promise<ProcessResult> {
  return runProcess(process.execPath, [builtBinary(EMULATOR_BIN), ...args], options);
}

/**
 * Where `platform-api` looks for its config file in a test that sets none: a folder no test writes,
 * so that the profiles of whoever runs the tests play no part (a test of profiles sets its own).
 */
export const NO_CONFIG_HOME = join(tmpdir(), 'platform-api-tests-without-config');

/**
 * The environment without any PLATFORM_* variable, so that a test says exactly what it sets, and
 * without the user's `platform-api` profiles (`XDG_CONFIG_HOME` points at {@link NO_CONFIG_HOME}).
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !name.startsWith('PLATFORM_')) env[name] = value;
  }
  return { ...env, NO_COLOR: '1', XDG_CONFIG_HOME: NO_CONFIG_HOME, ...extra };
}

/** Runs `node packages/cli/dist/bin.js ...args` to its end, in a clean environment plus `env`. */
export function runCli(
  args: readonly string[],
  options: { env?: Record<string, string>; input?: string | Uint8Array } = {},
): Promise<ProcessResult> {
  return runProcess(process.execPath, [builtBinary(CLI_BIN), ...args], {
    env: cleanEnv(options.env),
    ...(options.input !== undefined ? { input: options.input } : {}),
  });
}

const RECORD_IMPORTS = join(REPO_ROOT, 'test/lib/record-imports.mjs');

/**
 * Runs a built binary (`EMULATOR_BIN` or `CLI_BIN`) to its end and lists the modules it loaded: the
 * URL of every module resolved, static and dynamic imports (`record-imports.mjs`).
 */
export async function runRecordingImports(
  bin: string,
  args: readonly string[],
): Promise<ProcessResult & { modules: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'platform-api-imports-'));
  const file = join(dir, 'modules.txt');
  try {
    const result = await runProcess(
      process.execPath,
      ['--import', RECORD_IMPORTS, builtBinary(bin), ...args],
      {
        env: cleanEnv({ RECORD_IMPORTS_TO: file }),
      },
    );
    return { ...result, modules: readFileSync(file, 'utf8').split('\n') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
