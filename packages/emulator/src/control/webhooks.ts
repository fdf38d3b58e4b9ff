import type { ControlRoute, Emulator } from '../emulator.ts';
import { json } from '../engine/errors.ts';
import { requestOrigin } from '../families/webhooks/assets.ts';
import { readJson } from './index.ts';

/**
 * Control routes of the webhook delivery engine: `POST /_emulator/applications` (a candidate
 * applies, `application.received` is emitted), `POST /_emulator/webhooks/flush`,
 * `GET /_emulator/deliveries` (full payloads, unlike the public log) and the presigned resume
 * files (`GET /_emulator/files/<signed>`, no key: the signature is the credential).
 */
export function webhookControlRoutes(emu: Emulator): ControlRoute[] {
  return [
    {
      method: 'POST',
      pattern: /^\/_emulator\/applications$/,
      handler: async (req) => {
        const origin = requestOrigin(req);
        return json(201, await emu.createApplication(readJson(req) as never, origin ? { origin } : {}));
      },
    },
    {
      method: 'POST',
      pattern: /^\/_emulator\/webhooks\/flush$/,
      handler: async () => json(200, await emu.flushWebhooks()),
    },
    {
      method: 'GET',
      pattern: /^\/_emulator\/deliveries$/,
      handler: (req) => {
        const endpointId = req.query.get('endpointId') ?? undefined;
        return json(200, { items: emu.listDeliveries(endpointId ? { endpointId } : {}) });
      },
    },
    {
      method: 'GET',
      pattern: /^\/_emulator\/files\/([^/]+)$/,
      handler: (_req, [signed]) => emu.webhooks.assets.serve(signed ?? ''),
    },
  ];
}
