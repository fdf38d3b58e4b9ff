export { WebhookDeliveries, type WebhookDeliveryListParams } from './deliveries.ts';
export {
  type WebhookEndpointCreateParams,
  type WebhookEndpointListParams,
  WebhookEndpoints,
  type WebhookEndpointUpdateParams,
} from './endpoints.ts';
export { type WebhookAsset, Webhooks } from './webhooks.ts';
