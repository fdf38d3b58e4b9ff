import { DeliveryEngine } from '../../delivery/engine.ts';
import type { DeliveryNetwork } from '../../delivery/network.ts';
import type { EmulatorCore } from '../../engine/core.ts';
import { AssetService } from './assets.ts';
import { EndpointService } from './endpoints.ts';
import { registerWebhookRoutes } from './routes.ts';

export interface WebhooksFamily {
  endpoints: EndpointService;
  deliveries: DeliveryEngine;
  assets: AssetService;
}

export interface WebhooksOptions {
  /** Origins the emulator answers on: endpoint URLs there would loop back into it. */
  selfOrigins: () => string[];
  /** Origin of links handed out without a request to take it from (in-process calls). */
  defaultOrigin: () => string;
  /** Where names resolve and which fetch deliveries use (tests inject them). */
  network: DeliveryNetwork;
}

/** The webhooks family: management routes, the delivery engine and resume assets. */
export function registerWebhooks(core: EmulatorCore, options: WebhooksOptions): WebhooksFamily {
  const endpoints = new EndpointService(core, () => ({
    allowLocal: core.options.allowLocalWebhooks ?? false,
    selfOrigins: options.selfOrigins(),
  }));
  const deliveries = new DeliveryEngine(core, endpoints, {
    network: options.network,
    route: () => ({
      allowLocal: core.options.allowLocalWebhooks ?? false,
      selfPorts: selfPorts(options.selfOrigins()),
    }),
  });
  const assets = new AssetService(core, options.defaultOrigin);
  core.use({
    name: 'webhooks',
    reset: () => deliveries.reset(),
    afterImport: () => deliveries.rebuild(),
  });
  registerWebhookRoutes(core, endpoints, deliveries, assets);
  return { endpoints, deliveries, assets };
}

/** The ports the emulator listens on (its loopback and unspecified addresses on them are itself). */
function selfPorts(origins: readonly string[]): number[] {
  const ports: number[] = [];
  for (const origin of origins) {
    try {
      const url = new URL(origin);
      const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
      if (!ports.includes(port)) ports.push(port);
    } catch {}
  }
  return ports;
}
