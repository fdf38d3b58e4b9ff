import type { WebhookEndpointUpdateInput } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import type { CliContext } from '../../../lib/context.ts';
import { CliError } from '../../../lib/errors.ts';
import { bodyFrom } from '../../../lib/input.ts';
import { Session } from '../../../lib/session.ts';
import { renderEndpoint } from './shared.ts';

export async function run(
  ctx: CliContext,
  id: string,
  options: { url?: string; event?: string[]; description?: string; status?: string },
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const body = await bodyFrom(ctx, undefined, {
    url: options.url,
    events: options.event,
    description: options.description,
    status: options.status,
  });
  if (Object.keys(body).length === 0)
    throw new CliError('Nothing to update: give --url, --event, --description or --status');
  const client = await session.client();
  const endpoint = await client.webhooks.endpoints.update(id, body as WebhookEndpointUpdateInput);
  session.printer.result(endpoint, () => `Updated endpoint ${endpoint.id}\n\n${renderEndpoint(endpoint)}`);
}
