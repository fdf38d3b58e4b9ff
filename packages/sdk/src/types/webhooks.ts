// The types of `client.webhooks`: what its methods take and answer, as `Webhooks.<Name>` from the
// main entry (`import type { Webhooks } from '@platform-api/sdk'`). The events a receiver gets are
// top-level names (`WebhookEvent`, ...); the schemas and every other shape: `./schemas`.

import type * as ResourceDeliveries from '../resources/webhooks/deliveries.ts';
import type * as ResourceEndpoints from '../resources/webhooks/endpoints.ts';
import type * as ResourceWebhooks from '../resources/webhooks/webhooks.ts';
import type * as SchemaWebhooks from '../schemas/webhooks.ts';

// Aliases, not re-exports: a namespace of aliases is what the declaration bundler keeps intact.
export type SubscribableWebhookEventType = SchemaWebhooks.SubscribableWebhookEventType;
export type WebhookAsset = ResourceWebhooks.WebhookAsset;
export type WebhookDelivery = SchemaWebhooks.WebhookDelivery;
export type WebhookDeliveryListParams = ResourceDeliveries.WebhookDeliveryListParams;
export type WebhookDeliveryStatus = SchemaWebhooks.WebhookDeliveryStatus;
export type WebhookEndpoint = SchemaWebhooks.WebhookEndpoint;
export type WebhookEndpointCreateParams = ResourceEndpoints.WebhookEndpointCreateParams;
export type WebhookEndpointDeleteResult = SchemaWebhooks.WebhookEndpointDeleteResult;
export type WebhookEndpointDetail = SchemaWebhooks.WebhookEndpointDetail;
export type WebhookEndpointListParams = ResourceEndpoints.WebhookEndpointListParams;
export type WebhookEndpointStats = SchemaWebhooks.WebhookEndpointStats;
export type WebhookEndpointStatus = SchemaWebhooks.WebhookEndpointStatus;
export type WebhookEndpointUpdateParams = ResourceEndpoints.WebhookEndpointUpdateParams;
export type WebhookEndpointWithSecret = SchemaWebhooks.WebhookEndpointWithSecret;
export type WebhookEventCatalog = SchemaWebhooks.WebhookEventCatalog;
export type WebhookEventType = SchemaWebhooks.WebhookEventType;
export type WebhookEventTypeInfo = SchemaWebhooks.WebhookEventTypeInfo;
export type WebhooksUsage = SchemaWebhooks.WebhooksUsage;
