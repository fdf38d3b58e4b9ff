import type { CreatedOrg } from '@platform-api/emulator';
import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { formatFields } from '../../lib/output.ts';
import { Session } from '../../lib/session.ts';

interface ListedOrg extends CreatedOrg {
  keys: { id: string; prefix: string; status: string; scopes: string[]; workspaceIds: string[] }[];
}

export async function create(
  ctx: CliContext,
  options: { plan: string; name?: string; workspace?: string[] },
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const control = await session.control();
  const org = await control.call<CreatedOrg>('POST', '/orgs', {
    plan: options.plan,
    ...(options.name !== undefined ? { name: options.name } : {}),
    ...(options.workspace ? { workspaces: options.workspace } : {}),
  });
  session.printer.result(org, () =>
    formatFields([
      ['organization', `${org.id} (${org.name}, ${org.plan})`],
      ['workspaces', org.workspaces.map((w) => `${w.id} (${w.name})`).join(', ')],
      ['next', `platform-api emulator keys create ${org.id}`],
    ]),
  );
}

export async function list(ctx: CliContext, _options: unknown, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const control = await session.control();
  const answer = await control.call<{ items: ListedOrg[] }>('GET', '/orgs');
  session.printer.result(answer, () =>
    session.printer.table(answer.items, [
      { header: 'id', value: (o) => o.id },
      { header: 'name', value: (o) => o.name, shrink: true },
      { header: 'plan', value: (o) => o.plan },
      {
        header: 'workspaces',
        value: (o) => o.workspaces.map((w) => `${w.id} (${w.name})`).join(', '),
        shrink: true,
      },
      {
        header: 'keys',
        value: (o) =>
          o.keys
            .filter((k) => k.status === 'active')
            .map((k) => `${k.prefix}…`)
            .join(', ') || '-',
        shrink: true,
      },
    ]),
  );
}
