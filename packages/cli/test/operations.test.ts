import { allOperations } from '@platform-api/sdk/operations';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { NO_CONFIG_HOME, REPO_ROOT, runProcess } from '../../../test/lib/processes.ts';
import { OPERATIONS } from '../src/generated/operations.ts';
import { commandPath, declaredOperations, fieldOf, type OperationId } from '../src/lib/operations.ts';
import { CliContext, createProgram, runCli } from '../src/program.ts';

// The CLI against the SDK's operation table: every operation has a command, and the flags of those
// commands take their limits from the table (through the generated copy the flag files read).

function program(): Command {
  return createProgram(
    new CliContext({ stdout() {}, stderr() {}, env: {}, readStdin: async () => new Uint8Array() }),
  );
}

async function run(argv: string[]): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const code = await runCli(argv, {
    stdout() {},
    stderr: (text) => {
      stderr += text;
    },
    env: { XDG_CONFIG_HOME: NO_CONFIG_HOME },
    readStdin: async () => new Uint8Array(),
  });
  return { code, stderr };
}

/** Every command of the tree, with its path. */
function commandsOf(root: Command): Command[] {
  const all: Command[] = [];
  const walk = (command: Command) => {
    all.push(command);
    for (const sub of command.commands) walk(sub);
  };
  walk(root);
  return all;
}

/** The arguments a command requires, filled with a valid id each (the parser checks flags first). */
function placeholderArgs(command: Command): string[] {
  return command.registeredArguments.filter((arg) => arg.required).map(() => '65f1c0de00000000000000f1');
}

describe('every operation of the table has a command', () => {
  it('each operation of the SDK table is sent by a command of the CLI', () => {
    const declared = declaredOperations(program());
    const missing = allOperations.map((op) => op.id).filter((id) => !declared.has(id as OperationId));
    expect(missing, 'operations without a command: give each one (sendsOperations in its flag file)').toEqual(
      [],
    );
  });

  it('no command declares an operation the table does not have', () => {
    const known = new Set(allOperations.map((op) => op.id));
    const unknown = [...declaredOperations(program()).keys()].filter((id) => !known.has(id));
    expect(unknown).toEqual([]);
  });

  it('names the command of each operation (the map docs/cli.md shows)', () => {
    const declared = declaredOperations(program());
    expect(declared.get('crm.lists.get')).toEqual(['platform-api pipelines show']);
    expect(declared.get('crm.contacts.resume')).toEqual(['platform-api resumes upload']);
    expect(declared.get('webhooks.endpoints.rotateSecret')).toEqual([
      'platform-api webhooks endpoints rotate-secret',
    ]);
    expect(declared.get('job-search.usage')).toEqual(['platform-api usage']);
  });

  it('the generated copy of the table is up to date (pnpm generate:cli --check)', async () => {
    const result = await runProcess(
      process.execPath,
      [
        '--conditions=platform-api-source',
        '--experimental-strip-types',
        '--no-warnings',
        'packages/cli/scripts/generate-operations.ts',
        '--check',
      ],
      { cwd: REPO_ROOT, timeoutMs: 55_000 },
    );
    expect(`${result.stdout}${result.stderr}`).toContain('is up to date');
    expect(Object.keys(OPERATIONS)).toEqual(allOperations.map((op) => op.id));
  }, 60_000);
});

describe("the flags take the table's limits", () => {
  it("every paginated command refuses a page and a page size beyond the operation's bounds, naming them", async () => {
    const commands = commandsOf(program());
    const declared = declaredOperations(program());
    let checked = 0;
    for (const [id, paths] of declared) {
      const list = OPERATIONS[id].list;
      if (!list) continue;
      const page = fieldOf(id, list.pageIn, 'page');
      const pageSize = fieldOf(id, list.pageIn, 'pageSize');
      for (const path of paths) {
        const command = commands.find((each) => commandPath(each) === path)!;
        const argv = [...path.split(' ').slice(1), ...placeholderArgs(command)];
        const tooLarge = await run([...argv, '--page-size', String(pageSize.maximum! + 1)]);
        expect(tooLarge.code, path).toBe(1);
        expect(tooLarge.stderr, path).toContain(`must be an integer from 1 to ${pageSize.maximum}`);
        const pastLast = await run([...argv, '--page', String(page.maximum! + 1)]);
        expect(pastLast.code, path).toBe(1);
        expect(pastLast.stderr, path).toContain(`must be an integer from 1 to ${page.maximum}`);
        checked += 1;
      }
    }
    // contacts, interactions, pipelines, endpoints, deliveries, jobs search, candidates search
    expect(checked).toBe(7);
  });

  it('help texts show the limits of the table (search length, prompt, stages, page sizes)', () => {
    const commands = commandsOf(program());
    // Words as printed, lines unwrapped.
    const help = (path: string) =>
      commands
        .find((each) => commandPath(each) === path)!
        .helpInformation()
        .replace(/\s+/g, ' ');
    const search = fieldOf('crm.contacts.list', 'query', 'search').maxLength;
    expect(help('platform-api contacts list')).toContain(`up to ${search} characters`);
    const query = fieldOf('candidate-search.search', 'body', 'query');
    expect(help('platform-api candidates search')).toContain(
      `${query.minLength} to ${query.maxLength} characters`,
    );
    expect(help('platform-api candidates search')).toContain(
      `1-${fieldOf('candidate-search.search', 'body', 'pageSize').maximum}`,
    );
    expect(help('platform-api pipelines create')).toContain(
      `at most ${fieldOf('crm.lists.create', 'body', 'stages').maxItems}`,
    );
    expect(help('platform-api jobs generate')).toContain(
      `up to ${fieldOf('job-builder.generate', 'body', 'prompt').maxLength} characters`,
    );
    // Choices come from the table's enums.
    expect(help('platform-api jobs search')).toContain('fullTime');
    expect(help('platform-api webhooks deliveries list')).toContain('"succeeded"');
  });
});
