import type { APIPromise } from '../../core/api-promise.ts';
import type { PagePromise } from '../../core/pagination.ts';
import type { RequestOptions } from '../../core/types.ts';
import { webhooks } from '../../operations/webhooks.ts';
import { APIResource } from '../../resource.ts';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreateInput,
  WebhookEndpointDeleteResult,
  WebhookEndpointDetail,
  WebhookEndpointUpdateInput,
  WebhookEndpointWithSecret,
} from '../../schemas/webhooks.ts';

/** Body of `POST /public/webhook-endpoints`. */
export type WebhookEndpointCreateParams = WebhookEndpointCreateInput;
/** Body of `PATCH /public/webhook-endpoints/{id}`: any of url, description, events, status. */
export type WebhookEndpointUpdateParams = WebhookEndpointUpdateInput;

/** Query of `GET /public/webhook-endpoints`. */
export interface WebhookEndpointListParams {
  /** 1 to 10000. @default 1 */
  page?: number | undefined;
  /** 1 to 50. @default 10 */
  pageSize?: number | undefined;
}

/** Webhook endpoints: `client.webhooks.endpoints`. */
export class WebhookEndpoints extends APIResource {
  /**
   * Registers an endpoint (HTTPS, port 443 or 8443, a public host; at most 10 per organization). It
   * starts `pending_verification` and receives a `webhook.verify` challenge at once; it becomes
   * `active` when it answers 2xx echoing `data.challenge`. The answer holds the signing `secret`:
   * store it now, it is shown again only by `rotateSecret`.
   *
   * @example
   * ```
   * const endpoint = await client.webhooks.endpoints.create({
   *   url: 'https://example.com/webhooks/platform',
   *   events: ['application.received'],
   *   workspaceIds: ['64b7f0c2a1d4e5f6a7b8c9d0'],
   * });
   * await secrets.put('PLATFORM_WEBHOOK_SECRET', endpoint.secret);
   * ```
   */
  create(body: WebhookEndpointCreateParams, options?: RequestOptions): APIPromise<WebhookEndpointWithSecret> {
    return this._client.call(webhooks.endpoints.create, { body }, options);
  }

  /**
   * Lists the endpoints the key may see (those covering only its workspaces), newest first. Secrets
   * are never listed.
   *
   * @example
   * ```
   * for await (const endpoint of client.webhooks.endpoints.list()) console.log(endpoint.url, endpoint.status);
   * ```
   */
  list(params: WebhookEndpointListParams = {}, options?: RequestOptions): PagePromise<WebhookEndpoint> {
    return this._client.callPage(webhooks.endpoints.list, { query: params }, options);
  }

  /** Reads one endpoint with its delivery statistics (`stats`). No secret. */
  get(id: string, options?: RequestOptions): APIPromise<WebhookEndpointDetail> {
    return this._client.call(webhooks.endpoints.get, { params: { id } }, options);
  }

  /**
   * Updates url, description, events or status (`active` or `disabled`). A new url is verified again
   * (status `pending_verification`); `status: 'active'` re-enables a suspended or disabled endpoint
   * that was verified at its url (otherwise `ConflictError` `ENDPOINT_STATUS_CONFLICT`).
   *
   * @example
   * ```
   * await client.webhooks.endpoints.update(id, { status: 'active' }); // after fixing a suspended receiver
   * ```
   */
  update(
    id: string,
    body: WebhookEndpointUpdateParams,
    options?: RequestOptions,
  ): APIPromise<WebhookEndpoint> {
    return this._client.call(webhooks.endpoints.update, { params: { id }, body }, options);
  }

  /** Deletes the endpoint (soft delete: it stops receiving, every later call answers 404). */
  delete(id: string, options?: RequestOptions): APIPromise<WebhookEndpointDeleteResult> {
    return this._client.call(webhooks.endpoints.delete, { params: { id } }, options);
  }

  /**
   * Mints a new signing secret. The old one keeps signing next to it for 24 hours
   * (`previousSecretExpiresAt`): deploy the new secret beside the old one, then drop the old.
   *
   * @example
   * ```
   * const { secret, previousSecretExpiresAt } = await client.webhooks.endpoints.rotateSecret(id);
   * ```
   */
  rotateSecret(id: string, options?: RequestOptions): APIPromise<WebhookEndpointWithSecret> {
    return this._client.call(webhooks.endpoints.rotateSecret, { params: { id } }, options);
  }

  /**
   * Sends a new `webhook.verify` challenge (at most 5 an hour per endpoint). Answers the queued
   * delivery; the endpoint turns `active` once the receiver echoes the challenge.
   */
  verify(id: string, options?: RequestOptions): APIPromise<WebhookDelivery> {
    return this._client.call(webhooks.endpoints.verify, { params: { id } }, options);
  }

  /**
   * Sends a `webhook.ping` (`data.test: true`), whatever the endpoint's status: 10 a day per
   * endpoint (redelivered pings included), counted against the organization's daily delivery cap. Pings never change the failing
   * streak or suspension.
   */
  test(id: string, options?: RequestOptions): APIPromise<WebhookDelivery> {
    return this._client.call(webhooks.endpoints.test, { params: { id } }, options);
  }
}
