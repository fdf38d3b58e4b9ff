import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBuiltPackages } from '../../../test/lib/build.ts';
import {
  CLI_BIN,
  cleanEnv,
  runCli as runBin,
  runProcess,
  spawnTestTimeout,
} from '../../../test/lib/processes.ts';
import { shellQuote, TerminalSession, TMUX } from './lib/tmux.ts';

// Completion scripts loaded by the shells themselves, calling the built binary as `platform-api`
// (a shim on PATH): commands, subcommands, flags, choices and the profile names of the config file.

useBuiltPackages();

let dir: string;
let env: NodeJS.ProcessEnv;
const ZSH = ['/usr/bin/zsh', '/bin/zsh'].find(existsSync);
const FISH = ['/usr/bin/fish', '/usr/local/bin/fish'].find(existsSync);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'platform-api-cli-completion-'));
  mkdirSync(join(dir, 'bin'));
  const shim = join(dir, 'bin', 'platform-api');
  writeFileSync(shim, `#!/bin/sh\nexec ${shellQuote(process.execPath)} ${shellQuote(CLI_BIN)} "$@"\n`);
  chmodSync(shim, 0o755);
  mkdirSync(join(dir, 'config', 'platform-api'), { recursive: true });
  writeFileSync(
    join(dir, 'config', 'platform-api', 'config.json'),
    JSON.stringify({
      currentProfile: 'work',
      profiles: { work: { baseUrl: 'http://127.0.0.1:4010' }, staging: {} },
    }),
    { mode: 0o600 },
  );
  env = cleanEnv({ PATH: `${join(dir, 'bin')}:${process.env.PATH}`, XDG_CONFIG_HOME: join(dir, 'config') });
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** What bash completes for `words` (the last one being completed), with the script loaded. */
async function bashComplete(words: string[]): Promise<string[]> {
  const script = [
    'source <(platform-api completion bash)',
    `COMP_WORDS=(platform-api ${words.map(shellQuote).join(' ')})`,
    `COMP_CWORD=${words.length}`,
    '_platform_api_complete',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a bash expansion, for bash
    'printf "%s\\n" "${COMPREPLY[@]}"',
  ].join('\n');
  const result = await runProcess('bash', ['-c', script], { env });
  expect(result.stderr).toBe('');
  return result.stdout.split('\n').filter(Boolean);
}

describe('completion', { timeout: spawnTestTimeout(10) }, () => {
  it('bash: loads the script and completes commands, subcommands, flags, choices and profile names', async () => {
    expect(await bashComplete(['pip'])).toEqual(['pipelines']);
    expect(await bashComplete(['pipelines', ''])).toEqual(['list', 'show', 'create', 'update', 'delete']);
    expect(await bashComplete(['webhooks', 'endpoints', 'rot'])).toEqual(['rotate-secret']);
    expect(await bashComplete(['usage', '--w'])).toEqual(['--watch', '--workspace-id']);
    expect(await bashComplete(['--profile', ''])).toEqual(['work', 'staging']);
    expect(await bashComplete(['--profile', 'st'])).toEqual(['staging']);
    expect(await bashComplete(['config', 'use', ''])).toEqual(['work', 'staging']);
    expect(await bashComplete(['config', 'set', ''])).toEqual([
      'api-key',
      'base-url',
      'workspace-id',
      'control-token',
    ]);
    expect(await bashComplete(['completion', ''])).toEqual(['bash', 'zsh', 'fish']);
    expect(await bashComplete(['emulator', 'start', '--seed', ''])).toEqual(['demo', 'empty']);
    expect(await bashComplete(['webhooks', 'trigger', 'app'])).toEqual(['application.received']);
    // A flag's value is not taken for a command: completion goes on after it.
    expect(await bashComplete(['--profile', 'work', 'usa'])).toEqual(['usage']);
  });

  it.skipIf(!FISH)('fish: completes from the same command tree, with descriptions', async () => {
    const script = join(dir, 'platform-api.fish');
    writeFileSync(script, (await runBin(['completion', 'fish'])).stdout);
    const result = await runProcess(
      FISH!,
      ['-c', `source ${shellQuote(script)}; complete -C 'platform-api pipelines sh'`],
      {
        env,
      },
    );
    expect(result.stdout).toMatch(/^show\tdraw a pipeline as a board/m);
    const profiles = await runProcess(
      FISH!,
      ['-c', `source ${shellQuote(script)}; complete -C 'platform-api --profile '`],
      {
        env,
      },
    );
    expect(
      profiles.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t')[0])
        .sort(),
    ).toEqual(['staging', 'work']);
  });

  it.skipIf(!ZSH || !TMUX)('zsh: completes in an interactive shell after compinit', async () => {
    const zshrc = join(dir, 'zdotdir');
    mkdirSync(zshrc, { recursive: true });
    writeFileSync(
      join(zshrc, '.zshrc'),
      'autoload -Uz compinit && compinit -u\nsource <(platform-api completion zsh)\nPROMPT="ready> "\n',
    );
    const vars = `PATH=${shellQuote(env.PATH!)} XDG_CONFIG_HOME=${shellQuote(join(dir, 'config'))} ZDOTDIR=${shellQuote(zshrc)}`;
    const terminal = await TerminalSession.start(`env ${vars} ${ZSH} -i`);
    try {
      await terminal.waitFor(/ready>\s*$/m);
      await terminal.send(['platform-api pipel'], true);
      await terminal.send(['Tab']);
      await terminal.waitFor(/ready> platform-api pipelines\s*$/m);
      await terminal.send(['--profile st'], true);
      await terminal.send(['Tab']);
      await terminal.waitFor(/ready> platform-api pipelines --profile staging\s*$/m);
    } finally {
      await terminal.close();
    }
  });

  it('prints each script with the hidden command it calls', async () => {
    for (const shell of ['bash', 'zsh', 'fish']) {
      const result = await runBin(['completion', shell]);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('platform-api __complete');
    }
    const bad = await runBin(['completion', 'powershell']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Allowed choices are bash, zsh, fish');
  });
});
