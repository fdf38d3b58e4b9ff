import type { APIPromise } from '../../core/api-promise.ts';
import type { PagePromise } from '../../core/pagination.ts';
import type { RequestOptions } from '../../core/types.ts';
import { webhooks } from '../../operations/webhooks.ts';
import { APIResource } from '../../resource.ts';
import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEventType } from '../../schemas/webhooks.ts';

/** Query of `GET /public/webhook-endpoints/{id}/deliveries`. */
export interface WebhookDeliveryListParams {
  /** Only deliveries in this status. */
  status?: WebhookDeliveryStatus | undefined;
  /** Only deliveries of this event type. */
  eventType?: WebhookEventType | undefined;
  /** 1 to 10000. @default 1 */
  page?: number | undefined;
  /** 1 to 50. @default 10 */
  pageSize?: number | undefined;
}

/** The delivery log of an endpoint: `client.webhooks.deliveries`. */
export class WebhookDeliveries extends APIResource {
  /**
   * The endpoint's deliveries within their 30-day window (from the event's first delivery to the
   * endpoint; a redelivery shares its original's), newest first: metadata only (status, attempts,
   * last status code and error), never payloads.
   *
   * @example
   * ```
   * for await (const d of client.webhooks.deliveries.list(endpointId, { status: 'failed' })) {
   *   console.log(d.eventId, d.lastStatusCode, d.lastError);
   * }
   * ```
   */
  list(
    endpointId: string,
    params: WebhookDeliveryListParams = {},
    options?: RequestOptions,
  ): PagePromise<WebhookDelivery> {
    return this._client.callPage(
      webhooks.deliveries.list,
      { params: { id: endpointId }, query: params },
      options,
    );
  }

  /**
   * Replays a delivery within its 30-day window (counted from the event's first delivery to the
   * endpoint: redelivering a redelivery does not extend it): the original payload, with the same
   * event id, as a new delivery (its `redeliveryOf` names the original). The endpoint must be
   * active; the delivery counts against the daily cap (a delivery parked by the cap is redelivered
   * the next UTC day), and a redelivered ping against the endpoint's 10 test pings a day.
   *
   * @example
   * ```
   * const again = await client.webhooks.deliveries.redeliver(endpointId, deliveryId);
   * ```
   */
  redeliver(endpointId: string, deliveryId: string, options?: RequestOptions): APIPromise<WebhookDelivery> {
    return this._client.call(
      webhooks.deliveries.redeliver,
      { params: { id: endpointId, deliveryId } },
      options,
    );
  }
}
