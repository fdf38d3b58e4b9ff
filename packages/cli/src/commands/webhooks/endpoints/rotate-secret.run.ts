import type { Command } from 'commander';
import type { CliContext } from '../../../lib/context.ts';
import { Session } from '../../../lib/session.ts';
import { renderEndpoint } from './shared.ts';

export async function run(ctx: CliContext, id: string, _options: unknown, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const endpoint = await client.webhooks.endpoints.rotateSecret(id);
  const until = endpoint.previousSecretExpiresAt ? ` until ${endpoint.previousSecretExpiresAt}` : '';
  session.printer.result(
    endpoint,
    () =>
      `Rotated the secret of ${endpoint.id}; the previous one still signs${until}\n\n${renderEndpoint(endpoint)}`,
  );
}
