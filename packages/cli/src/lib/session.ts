import type { PlatformClient } from '@platform-api/sdk';
import type { Command } from 'commander';
import { createClient, ENV_WORKSPACE_ID, requireBaseUrl, resolveSettings, type Settings } from './config.ts';
import { type CliContext, type GlobalOptions, InterruptedError } from './context.ts';
import { EmulatorControl } from './emulator-control.ts';
import { CliError } from './errors.ts';
import { type KeyInfo, keyInfo } from './key-info.ts';
import { Printer } from './output.ts';

/**
 * What a running command works with, made from its context and its commander `Command` (gh's
 * factory): the global options, the printer, the settings (flag > environment > profile), the SDK
 * client, the emulator's control API, and a signal that Ctrl-C aborts. Each is made on first use, so
 * a command that never calls the API never loads the SDK.
 */
export class Session {
  readonly ctx: CliContext;
  readonly globals: GlobalOptions & { controlToken?: string | undefined };
  readonly printer: Printer;
  #settings: Promise<Settings> | undefined;
  #client: Promise<PlatformClient> | undefined;

  constructor(ctx: CliContext, command: Command) {
    this.ctx = ctx;
    this.globals = command.optsWithGlobals();
    this.printer = new Printer(ctx, this.globals);
  }

  settings(): Promise<Settings> {
    this.#settings ??= resolveSettings(this.globals, { env: this.ctx.io.env, stderr: this.ctx.err }).then(
      (settings) => {
        // Secrets from a profile are kept out of everything printed, as those from flags are.
        this.ctx.addSecret(settings.apiKey.value);
        this.ctx.addSecret(settings.controlToken.value);
        this.ctx.settings = settings;
        return settings;
      },
    );
    return this.#settings;
  }

  /** The SDK client (loads the SDK). @throws {CliError} when the key or the base URL is missing. */
  client(): Promise<PlatformClient> {
    this.#client ??= this.settings().then((settings) => createClient(this.ctx, settings, this.printer));
    return this.#client;
  }

  /** The emulator's control API at the base URL, with the control token when one is configured. */
  async control(): Promise<EmulatorControl> {
    const settings = await this.settings();
    return new EmulatorControl({
      baseUrl: requireBaseUrl(settings),
      token: settings.controlToken.value,
      fetch: this.ctx.io.fetch,
      printer: this.printer,
    });
  }

  /** The key's organization and workspaces, when the base URL is an emulator that knows the key. */
  async keyInfo(): Promise<KeyInfo | undefined> {
    const settings = await this.settings();
    if (settings.apiKey.value === undefined || settings.baseUrl.value === undefined) return undefined;
    return keyInfo(await this.control(), settings.apiKey.value);
  }

  /**
   * The workspaces to register something for (a webhook endpoint): `--workspace-id` (or its variable
   * or profile setting), else every workspace of the key when the emulator can tell them.
   * @throws {CliError} when neither says.
   */
  async workspaceIds(): Promise<string[]> {
    const settings = await this.settings();
    if (settings.workspaceId.value !== undefined) return [settings.workspaceId.value];
    const info = await this.keyInfo();
    if (info?.workspaces && info.workspaces.length > 0) return info.workspaces.map((w) => w.id);
    throw new CliError(
      `Which workspaces? Pass --workspace-id <id> (or set ${ENV_WORKSPACE_ID}): the service tells a key's ` +
        'workspaces in its application only (an emulator tells them itself)',
      { code: 'CONFIGURATION_ERROR' },
    );
  }

  /**
   * Runs `work` until it ends or Ctrl-C (SIGINT or SIGTERM) aborts its signal; then `work` is
   * expected to clean up and return. Resolves with whether it was interrupted.
   */
  async untilInterrupted(work: (signal: AbortSignal) => Promise<void>): Promise<boolean> {
    const controller = new AbortController();
    const unsubscribe =
      this.ctx.io.onInterrupt?.(() => controller.abort(new InterruptedError())) ?? (() => {});
    try {
      await work(controller.signal);
    } finally {
      unsubscribe();
    }
    return controller.signal.aborted;
  }
}
