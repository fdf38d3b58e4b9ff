import { operations } from '@platform-api/sdk/operations';
import type { EmulatorCore } from '../../../engine/core.ts';
import { requestedPage } from '../../../engine/paging.ts';
import { Reply } from '../../../engine/reply.ts';
import type { PipelineService } from './service.ts';

const { crm } = operations;

/**
 * The twelve `/public/lists` operations: each one metered CRM call. Every answer is a value of the
 * operation's response type, serialized once by the engine. Pipeline create takes an
 * `Idempotency-Key` because its row says `idempotent: true`: the engine attaches the store.
 */
export function registerPipelineRoutes(core: EmulatorCore, pipelines: PipelineService): void {
  const { lists, stages, cards, views } = pipelines;
  core.route(crm.lists.list, (ctx, { query }) => {
    const { page, pageSize } = requestedPage(crm.lists.list, query);
    return lists.list(ctx.workspaceId, page, pageSize);
  });

  core.route(crm.lists.create, async (ctx, { body }) => views.board(await lists.create(ctx.actor, body)));

  core.route(crm.lists.get, (ctx, { params, query }) => {
    const { page, pageSize } = requestedPage(crm.lists.get, query);
    return lists.board(ctx.workspaceId, params.id, page, pageSize);
  });

  core.route(crm.lists.update, async (ctx, { params, body }) =>
    views.board(await lists.update(ctx.workspaceId, params.id, body, ctx.nowIso)),
  );

  core.route(crm.lists.delete, (ctx, { params }) => lists.delete(ctx.workspaceId, params.id, ctx.nowIso));

  core.route(crm.lists.stages.add, async (ctx, { params, body }) => {
    const stage = await stages.add(ctx.workspaceId, params.id, body, ctx.nowIso);
    return views.stages(stage.listId);
  });

  core.route(crm.lists.stages.reorder, async (ctx, { params, body }) =>
    views.board(await stages.reorder(ctx.workspaceId, params.id, body.stageIds, ctx.nowIso)),
  );

  core.route(crm.lists.stages.update, async (ctx, { params, body }) =>
    views.stage(await stages.update(ctx.workspaceId, params.id, params.stageId, body, ctx.nowIso)),
  );

  core.route(crm.lists.stages.delete, async (ctx, { params, query }) => {
    const remaining = await stages.delete(
      ctx.workspaceId,
      params.id,
      params.stageId,
      query.moveToStageId?.toLowerCase(),
      ctx.nowIso,
    );
    return { stagesRemaining: remaining.map((s) => views.stage(s)) };
  });

  core.route(crm.lists.items.add, async (ctx, { params, body }) => {
    const { card, created } = await cards.add(ctx.workspaceId, params.id, body, ctx.nowIso);
    // An existing card moves instead: 200, not the operation's 201.
    return created ? views.card(card) : Reply.json(200, views.card(card));
  });

  core.route(crm.lists.items.move, async (ctx, { params, body }) =>
    views.card(await cards.move(ctx.workspaceId, params.id, params.itemId, body.stageId, ctx.nowIso)),
  );

  core.route(crm.lists.items.remove, (ctx, { params }) =>
    cards.remove(ctx.workspaceId, params.id, params.itemId, ctx.nowIso),
  );
}
