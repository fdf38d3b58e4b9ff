import {
  assetLinkSchema,
  assetTokenSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointCreateSchema,
  webhookEndpointDeleteResultSchema,
  webhookEndpointDetailSchema,
  webhookEndpointListQuerySchema,
  webhookEndpointPageSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookEndpointWithSecretSchema,
  webhookEventCatalogSchema,
  webhooksUsageSchema,
} from '../schemas/webhooks.ts';
import { LIST_PAGING } from './limits.ts';
import { defineOperation, idParam } from './operation.ts';

// The spec shows no request limits for the management API: its calls are not metered.
const manage = {
  family: 'webhooks',
  scope: 'webhooks:manage',
  metering: 'free',
  workspace: 'optional',
} as const;
const read = { family: 'webhooks', scope: 'webhooks:read', metering: 'free', workspace: 'optional' } as const;

/** The 13 operations of the webhooks API (`/api/v3.0/webhooks/public`). */
export const webhooks = {
  endpoints: {
    /** Register an endpoint; answers its signing secret (shown only here) and sends webhook.verify. */
    create: defineOperation({
      ...manage,
      id: 'webhooks.endpoints.create',
      method: 'POST',
      path: '/webhook-endpoints',
      body: webhookEndpointCreateSchema,
      response: webhookEndpointWithSecretSchema,
      status: 201,
    }),
    /** Endpoints of the organization visible to the key, newest first; never secrets. */
    list: defineOperation({
      ...read,
      id: 'webhooks.endpoints.list',
      method: 'GET',
      path: '/webhook-endpoints',
      query: webhookEndpointListQuerySchema,
      response: webhookEndpointPageSchema,
      status: 200,
      list: { itemsKey: 'items', pageIn: 'query' },
      paging: LIST_PAGING,
    }),
    /** One endpoint with its delivery statistics. */
    get: defineOperation({
      ...read,
      id: 'webhooks.endpoints.get',
      method: 'GET',
      path: '/webhook-endpoints/{id}',
      params: { id: idParam },
      response: webhookEndpointDetailSchema,
      status: 200,
    }),
    /** Change the url, events, description or status (active or disabled). */
    update: defineOperation({
      ...manage,
      id: 'webhooks.endpoints.update',
      method: 'PATCH',
      path: '/webhook-endpoints/{id}',
      params: { id: idParam },
      body: webhookEndpointUpdateSchema,
      response: webhookEndpointSchema,
      status: 200,
    }),
    /** Delete an endpoint (soft delete). */
    delete: defineOperation({
      ...manage,
      id: 'webhooks.endpoints.delete',
      method: 'DELETE',
      path: '/webhook-endpoints/{id}',
      params: { id: idParam },
      response: webhookEndpointDeleteResultSchema,
      status: 200,
    }),
    /** Mint a new signing secret; the old one keeps signing for 24 hours. */
    rotateSecret: defineOperation({
      ...manage,
      id: 'webhooks.endpoints.rotateSecret',
      method: 'POST',
      path: '/webhook-endpoints/{id}/rotate-secret',
      params: { id: idParam },
      response: webhookEndpointWithSecretSchema,
      status: 200,
    }),
    /** Send the verification challenge again (5 per hour per endpoint). */
    verify: defineOperation({
      ...manage,
      id: 'webhooks.endpoints.verify',
      method: 'POST',
      path: '/webhook-endpoints/{id}/verify',
      params: { id: idParam },
      response: webhookDeliverySchema,
      status: 202,
    }),
    /** Send a webhook.ping delivery (10 per day per endpoint). */
    test: defineOperation({
      ...manage,
      id: 'webhooks.endpoints.test',
      method: 'POST',
      path: '/webhook-endpoints/{id}/test',
      params: { id: idParam },
      response: webhookDeliverySchema,
      status: 202,
    }),
  },
  deliveries: {
    /** An endpoint's delivery log, newest first: metadata only, never payloads. */
    list: defineOperation({
      ...read,
      id: 'webhooks.deliveries.list',
      method: 'GET',
      path: '/webhook-endpoints/{id}/deliveries',
      params: { id: idParam },
      query: webhookDeliveryListQuerySchema,
      response: webhookDeliveryPageSchema,
      status: 200,
      list: { itemsKey: 'items', pageIn: 'query' },
      paging: LIST_PAGING,
    }),
    /** Replay a delivery within its 30-day window (from the event's first delivery) with the same event id. */
    redeliver: defineOperation({
      ...manage,
      id: 'webhooks.deliveries.redeliver',
      method: 'POST',
      path: '/webhook-endpoints/{id}/deliveries/{deliveryId}/redeliver',
      params: { id: idParam, deliveryId: idParam },
      response: webhookDeliverySchema,
      status: 202,
    }),
  },
  /** The event-type catalog. */
  events: defineOperation({
    ...read,
    id: 'webhooks.events',
    method: 'GET',
    path: '/events',
    response: webhookEventCatalogSchema,
    status: 200,
  }),
  /** Deliveries used today against the daily cap, and the endpoint count; spends nothing. */
  usage: defineOperation({
    family: 'webhooks',
    scope: 'webhooks:read',
    metering: 'usage',
    id: 'webhooks.usage',
    method: 'GET',
    path: '/usage',
    response: webhooksUsageSchema,
    status: 200,
  }),
  assets: {
    /** Redeem a resume link for a presigned URL valid about an hour (302). */
    redeem: defineOperation({
      ...read,
      id: 'webhooks.assets.redeem',
      method: 'GET',
      path: '/assets/{token}',
      params: { token: assetTokenSchema },
      response: assetLinkSchema,
      status: 302,
      redirect: 'manual',
    }),
  },
} as const;
