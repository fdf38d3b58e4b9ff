import type {
  WebhookEndpoint,
  WebhookEndpointDetail,
  WebhookEndpointWithSecret,
} from '@platform-api/sdk/schemas';
import { formatFields } from '../../../lib/output.ts';
import type { Style } from '../../../lib/style.ts';

/** Green when active, yellow while pending verification, red when disabled or suspended. */
export function statusStyle(status: string): Style {
  if (status === 'active') return 'green';
  return status === 'pending_verification' ? 'yellow' : 'red';
}

/** One endpoint: `label: value` lines (its secret only when the answer carries it, and its stats). */
export function renderEndpoint(
  endpoint: WebhookEndpoint | WebhookEndpointWithSecret | WebhookEndpointDetail,
): string {
  const secret = 'secret' in endpoint ? endpoint.secret : undefined;
  const stats = 'stats' in endpoint ? endpoint.stats : undefined;
  return formatFields([
    ['id', endpoint.id],
    ['url', endpoint.url],
    ['status', endpoint.status],
    ['events', endpoint.events.join(', ')],
    ['workspaces', endpoint.workspaceIds.join(', ')],
    ['description', endpoint.description || undefined],
    ['secret', secret ? `${secret} (shown once: store it now)` : undefined],
    [
      'deliveries',
      stats
        ? `last 24h: ${stats.succeeded24h} succeeded, ${stats.failed24h} failed of ${stats.total24h}; ${stats.pending} pending; ${stats.consecutiveFailures} failed in a row`
        : undefined,
    ],
    ['last delivery', stats?.lastDeliveryAt ?? undefined],
    ['created', endpoint.createdAt],
    ['updated', endpoint.updatedAt],
  ]);
}
