import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { Session } from '../../lib/session.ts';

export async function run(ctx: CliContext, _options: unknown, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const catalog = await client.webhooks.events();
  session.printer.result(catalog, () =>
    session.printer.table(catalog.items, [
      { header: 'type', value: (e) => e.type, style: () => 'bold' },
      { header: 'subscribable', value: (e) => (e.subscribable ? 'yes' : 'no (always sent)') },
      { header: 'description', value: (e) => e.description, shrink: true },
    ]),
  );
}
