import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { Session } from '../../lib/session.ts';

export async function run(ctx: CliContext, _options: unknown, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const catalog = await client.crm.interactionTypes();
  session.printer.result(catalog, () =>
    session.printer.table(catalog.categories, [
      { header: 'category', value: (c) => c.category, style: () => 'bold' },
      { header: 'types', value: (c) => c.types.map((t) => t.name).join(', '), shrink: true },
    ]),
  );
}
