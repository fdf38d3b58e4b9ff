import { type AnyOperation, allWebhookEvents, fullPath, operations } from '@platform-api/sdk/operations';
import { deliveryCounter } from '../../delivery/caps.ts';
import type { DeliveryEngine } from '../../delivery/engine.ts';
import type { RequestContext } from '../../engine/context.ts';
import type { EmulatorCore } from '../../engine/core.ts';
import { requestedPage, takePage } from '../../engine/paging.ts';
import { Reply } from '../../engine/reply.ts';
import { finiteLimit, registerUsage } from '../../engine/usage.ts';
import { type AssetService, requestOrigin } from './assets.ts';
import type { EndpointService } from './endpoints.ts';

const { webhooks } = operations;

/** Page and pageSize of a list read (the defaults of its row), applied to an already ordered array. */
function paginate<T>(
  op: AnyOperation,
  items: readonly T[],
  query: { page?: number | undefined; pageSize?: number | undefined },
) {
  const { page, pageSize } = requestedPage(op, query);
  return takePage(items, page, pageSize);
}

/** The 13 operations of `/api/v3.0/webhooks/public`. */
export function registerWebhookRoutes(
  core: EmulatorCore,
  endpoints: EndpointService,
  deliveries: DeliveryEngine,
  assets: AssetService,
): void {
  const endpoint = (ctx: RequestContext, id: string) => endpoints.require(ctx.key, id);

  core.route(webhooks.endpoints.create, async (ctx, { body }) => {
    const ep = await endpoints.create(ctx.key, body, ctx.nowIso);
    const answer = endpoints.withSecret(ep);
    await deliveries.sendVerify(ep);
    return answer;
  });

  core.route(webhooks.endpoints.list, (ctx, { query }) => {
    const visible = endpoints.table
      .all()
      .filter((ep) => endpoints.visibleTo(ctx.key, ep))
      .reverse()
      .map((ep) => endpoints.toPublic(ep));
    return paginate(webhooks.endpoints.list, visible, query);
  });

  core.route(webhooks.endpoints.get, (ctx, { params }) => {
    const ep = endpoint(ctx, params.id);
    return { ...endpoints.toPublic(ep), stats: deliveries.log.stats(ep) };
  });

  core.route(webhooks.endpoints.update, async (ctx, { params, body }) => {
    const prev = endpoint(ctx, params.id);
    const { endpoint: ep, urlChanged } = await endpoints.update(prev, body, ctx.nowIso);
    const answer = endpoints.toPublic(ep);
    // A new url proves itself like a new endpoint: a challenge goes out at once.
    if (urlChanged) await deliveries.sendVerify(ep);
    return answer;
  });

  core.route(webhooks.endpoints.delete, async (ctx, { params }) => {
    const ep = await endpoints.remove(endpoint(ctx, params.id), ctx.nowIso);
    return { id: ep.id, deleted: true as const };
  });

  core.route(webhooks.endpoints.rotateSecret, async (ctx, { params }) =>
    endpoints.withSecret(await endpoints.rotate(endpoint(ctx, params.id), core.clock.nowMs())),
  );

  core.route(webhooks.endpoints.verify, async (ctx, { params }) =>
    deliveries.log.toLog(await deliveries.resendVerify(endpoint(ctx, params.id))),
  );

  core.route(webhooks.endpoints.test, async (ctx, { params }) =>
    deliveries.log.toLog(await deliveries.sendPing(endpoint(ctx, params.id))),
  );

  core.route(webhooks.deliveries.list, (ctx, { params, query }) => {
    const ep = endpoint(ctx, params.id);
    const rows = deliveries.log
      .forEndpoint(ep.id)
      .filter(
        (d) =>
          (query.status === undefined || d.status === query.status) &&
          (query.eventType === undefined || d.eventType === query.eventType),
      );
    const page = paginate(webhooks.deliveries.list, rows, query);
    return { ...page, items: page.items.map((d) => deliveries.log.toLog(d)) };
  });

  core.route(webhooks.deliveries.redeliver, async (ctx, { params }) =>
    deliveries.log.toLog(await deliveries.redeliver(endpoint(ctx, params.id), params.deliveryId)),
  );

  core.route(webhooks.events, () => ({
    items: allWebhookEvents.map((event) => ({
      type: event.type,
      description: event.summary,
      subscribable: event.subscribable,
      apiVersion: 'v1',
    })),
  }));

  registerUsage(core, webhooks.usage, {
    counter: (ctx) => deliveryCounter(ctx.org.id),
    limit: () => core.quotas.config.webhooks.deliveriesPerDay,
    extra: (ctx) => ({
      endpoints: {
        count: endpoints.countOf(ctx.org.id),
        limit: finiteLimit(core.quotas.config.webhooks.endpointsPerOrganization),
      },
    }),
  });

  core.route(webhooks.assets.redeem, (ctx, { params }) => {
    const link = assets.redeem(ctx.org.id, params.token, requestOrigin(ctx.req));
    return Reply.json(302, link, { location: link.url, 'cache-control': 'no-store' });
  });
  // The token in the path redeems the file: the request log never shows it.
  core.requestLog.hidePathAfter(fullPath(webhooks.assets.redeem).replace('{token}', ''));
}
