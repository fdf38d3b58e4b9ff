import type { SubscribableWebhookEventType, WebhookEndpointCreateInput } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import type { CliContext } from '../../../lib/context.ts';
import { bodyFrom } from '../../../lib/input.ts';
import { Session } from '../../../lib/session.ts';
import { renderEndpoint } from './shared.ts';

interface CreateOptions {
  url?: string;
  event?: string[];
  workspace?: string[];
  description?: string;
  data?: string;
}

/** The event types an endpoint may subscribe to, from the service's catalog. */
export async function subscribableEvents(session: Session): Promise<SubscribableWebhookEventType[]> {
  const client = await session.client();
  const catalog = await client.webhooks.events();
  return catalog.items
    .filter((item) => item.subscribable)
    .map((item) => item.type as SubscribableWebhookEventType);
}

export async function run(ctx: CliContext, options: CreateOptions, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const body = await bodyFrom(ctx, options.data, {
    url: options.url,
    description: options.description,
    events: options.event,
    workspaceIds: options.workspace,
  });
  body.events ??= await subscribableEvents(session);
  body.workspaceIds ??= await session.workspaceIds();
  const client = await session.client();
  const endpoint = await client.webhooks.endpoints.create(body as WebhookEndpointCreateInput);
  session.printer.result(endpoint, () => `Created endpoint ${endpoint.id}\n\n${renderEndpoint(endpoint)}`);
}
