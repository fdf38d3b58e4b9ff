import {
  WEBHOOK_EVENT_TYPES,
  webhookDeliveryListQuerySchema,
  webhookEndpointCreateSchema,
  webhookEndpointListQuerySchema,
  webhookEndpointUpdateSchema,
} from '@platform-api/sdk/schemas';
import type { DeliveryEngine } from '../../delivery/engine.ts';
import type { RequestContext } from '../../engine/context.ts';
import type { EmulatorCore } from '../../engine/core.ts';
import { json, validationError } from '../../engine/errors.ts';
import { takePage } from '../../engine/paging.ts';
import { finiteLimit } from '../../engine/quotas.ts';
import { pathId } from '../crm/contacts.ts';
import { type AssetService, requestOrigin } from './assets.ts';
import type { EndpointService } from './endpoints.ts';

const manage = { scope: 'webhooks:manage', metering: 'free', workspace: 'optional' } as const;
const read = { scope: 'webhooks:read', metering: 'free', workspace: 'optional' } as const;
const HOUR_MS = 3_600_000;

const EVENT_DESCRIPTIONS: Record<(typeof WEBHOOK_EVENT_TYPES)[number], string> = {
  'application.received':
    "A candidate completed an application to one of the organization's jobs (desktop or mobile apply flow).",
  'webhook.verify':
    'Sent on endpoint creation, on a url change and on each verify call; answer 2xx with data.challenge as the body.',
  'webhook.ping':
    'Sent by the test action; data.test is true. Never affects the failing streak or suspension.',
};

/** Page and pageSize of a list read (pageSize default 10), applied to an already ordered array. */
function paginate<T>(items: readonly T[], query: { page?: number; pageSize?: number }) {
  return takePage(items, query.page ?? 1, query.pageSize ?? 10);
}

/** The 13 routes of `/api/v3.0/webhooks/public`. */
export function registerWebhookRoutes(
  core: EmulatorCore,
  endpoints: EndpointService,
  deliveries: DeliveryEngine,
  assets: AssetService,
): void {
  const endpoint = (ctx: RequestContext) => endpoints.require(ctx.key, pathId(ctx));

  core.route('webhooks', {
    method: 'POST',
    pattern: '/public/webhook-endpoints',
    ...manage,
    handler: async (ctx) => {
      const input = ctx.body(webhookEndpointCreateSchema, 'webhook endpoint');
      const ep = await endpoints.create(ctx.key, input, ctx.nowIso);
      const answer = json(201, endpoints.withSecret(ep));
      await deliveries.sendVerify(ep);
      return answer;
    },
  });

  core.route('webhooks', {
    method: 'GET',
    pattern: '/public/webhook-endpoints',
    ...read,
    handler: (ctx) => {
      const query = ctx.query(webhookEndpointListQuerySchema);
      const visible = endpoints.table
        .all()
        .filter((ep) => endpoints.visibleTo(ctx.key, ep))
        .reverse()
        .map((ep) => endpoints.toPublic(ep));
      return json(200, paginate(visible, query));
    },
  });

  core.route('webhooks', {
    method: 'GET',
    pattern: '/public/webhook-endpoints/:id',
    ...read,
    handler: (ctx) => {
      const ep = endpoint(ctx);
      return json(200, { ...endpoints.toPublic(ep), stats: deliveries.stats(ep) });
    },
  });

  core.route('webhooks', {
    method: 'PATCH',
    pattern: '/public/webhook-endpoints/:id',
    ...manage,
    handler: async (ctx) => {
      const prev = endpoint(ctx);
      const input = ctx.body(webhookEndpointUpdateSchema, 'webhook endpoint update');
      const { endpoint: ep, urlChanged } = await endpoints.update(prev, input, ctx.nowIso);
      const answer = json(200, endpoints.toPublic(ep));
      // A new url proves itself like a new endpoint: a challenge goes out at once.
      if (urlChanged) await deliveries.sendVerify(ep);
      return answer;
    },
  });

  core.route('webhooks', {
    method: 'DELETE',
    pattern: '/public/webhook-endpoints/:id',
    ...manage,
    handler: async (ctx) => {
      const ep = await endpoints.remove(endpoint(ctx), ctx.nowIso);
      return json(200, { id: ep.id, deleted: true });
    },
  });

  core.route('webhooks', {
    method: 'POST',
    pattern: '/public/webhook-endpoints/:id/rotate-secret',
    ...manage,
    handler: async (ctx) => {
      const ep = await endpoints.rotate(endpoint(ctx), core.clock.nowMs());
      return json(200, endpoints.withSecret(ep));
    },
  });

  core.route('webhooks', {
    method: 'POST',
    pattern: '/public/webhook-endpoints/:id/verify',
    ...manage,
    handler: async (ctx) => {
      const ep = endpoint(ctx);
      core.quotas.hitWindow(
        `webhook-verify|${ep.id}`,
        core.quotas.config.webhooks.verifyPerEndpointPerHour,
        HOUR_MS,
        'Re-verification of this endpoint',
      );
      return json(202, deliveries.toLog(await deliveries.sendVerify(ep)));
    },
  });

  core.route('webhooks', {
    method: 'POST',
    pattern: '/public/webhook-endpoints/:id/test',
    ...manage,
    handler: async (ctx) => json(202, deliveries.toLog(await deliveries.sendPing(endpoint(ctx)))),
  });

  core.route('webhooks', {
    method: 'GET',
    pattern: '/public/webhook-endpoints/:id/deliveries',
    ...read,
    handler: (ctx) => {
      const ep = endpoint(ctx);
      const query = ctx.query(webhookDeliveryListQuerySchema);
      const rows = deliveries
        .forEndpoint(ep.id)
        .filter(
          (d) =>
            (query.status === undefined || d.status === query.status) &&
            (query.eventType === undefined || d.eventType === query.eventType),
        );
      const page = paginate(rows, query);
      return json(200, { ...page, items: page.items.map((d) => deliveries.toLog(d)) });
    },
  });

  core.route('webhooks', {
    method: 'POST',
    pattern: '/public/webhook-endpoints/:id/deliveries/:deliveryId/redeliver',
    ...manage,
    handler: async (ctx) => {
      const ep = endpoint(ctx);
      const deliveryId = pathId(ctx, 'deliveryId');
      return json(202, deliveries.toLog(await deliveries.redeliver(ep, deliveryId)));
    },
  });

  core.route('webhooks', {
    method: 'GET',
    pattern: '/public/events',
    ...read,
    handler: () =>
      json(200, {
        items: WEBHOOK_EVENT_TYPES.map((type) => ({
          type,
          description: EVENT_DESCRIPTIONS[type],
          subscribable: type === 'application.received',
          apiVersion: 'v1',
        })),
      }),
  });

  core.route('webhooks', {
    method: 'GET',
    pattern: '/public/usage',
    scope: 'webhooks:read',
    metering: 'usage',
    workspace: 'optional',
    handler: (ctx) => {
      const q = core.quotas;
      const limits = q.config.webhooks;
      const used = q.usedToday(`webhook-deliveries|${ctx.org.id}`);
      return json(200, {
        dailyQuota: finiteLimit(limits.deliveriesPerDay),
        used,
        remaining: finiteLimit(Math.max(0, limits.deliveriesPerDay - used)),
        resetsAt: q.resetsAt(),
        period: 'utc_day',
        endpoints: {
          count: endpoints.countOf(ctx.org.id),
          limit: finiteLimit(limits.endpointsPerOrganization),
        },
      });
    },
  });

  core.route('webhooks', {
    method: 'GET',
    pattern: '/public/assets/:token',
    ...read,
    handler: (ctx) => {
      const token = ctx.params.token ?? '';
      if (!/^[A-Za-z0-9_-]{16,256}$/.test(token)) {
        throw validationError('The asset token is malformed: use the resumeUrl of the event as it came.', [
          { field: 'token', message: 'must be an asset token (URL-safe base64)' },
        ]);
      }
      const link = assets.redeem(ctx.org.id, token, requestOrigin(ctx.req));
      return json(302, link, { location: link.url, 'cache-control': 'no-store' });
    },
  });
}
