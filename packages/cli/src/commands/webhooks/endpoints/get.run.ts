import type { Command } from 'commander';
import type { CliContext } from '../../../lib/context.ts';
import { Session } from '../../../lib/session.ts';
import { renderEndpoint } from './shared.ts';

export async function run(ctx: CliContext, id: string, _options: unknown, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const endpoint = await client.webhooks.endpoints.get(id);
  session.printer.result(endpoint, () => renderEndpoint(endpoint));
}
