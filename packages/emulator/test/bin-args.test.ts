import { describe, expect, it } from 'vitest';
import { runEmulatorCli } from '../src/node/cli.ts';

describe('platform-emulator arguments', () => {
  it('ignores a leading `--`, as `pnpm emulator -- --port 4107` passes it on', async () => {
    const lines: string[] = [];
    await runEmulatorCli(['--', '--help'], (line) => lines.push(line));
    expect(lines.join('\n')).toMatch(/^Usage: platform-emulator /);
    // The flags after it are read: a bad --port is reported as such, not as an unexpected argument.
    await expect(runEmulatorCli(['--', '--port', '99999'], () => {})).rejects.toThrow(
      '--port must be a port number, got "99999"',
    );
  });
});
