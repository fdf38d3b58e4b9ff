import type { WebhookDelivery } from '@platform-api/sdk/schemas';
import { formatFields } from '../../../lib/output.ts';
import type { Style } from '../../../lib/style.ts';

export function deliveryStyle(status: string): Style {
  if (status === 'succeeded') return 'green';
  return status === 'failed' ? 'red' : 'yellow';
}

/** One delivery: `label: value` lines. */
export function renderDelivery(delivery: WebhookDelivery): string {
  return formatFields([
    ['delivery', delivery.id],
    ['event', `${delivery.eventType} ${delivery.eventId}`],
    ['status', delivery.status],
    ['attempts', String(delivery.attempts)],
    [
      'last answer',
      delivery.lastStatusCode !== null ? String(delivery.lastStatusCode) : (delivery.lastError ?? undefined),
    ],
    ['next attempt', delivery.nextAttemptAt ?? undefined],
    ['redelivery of', delivery.redeliveryOf ?? undefined],
  ]);
}
