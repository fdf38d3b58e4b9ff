import { operations } from '@platform-api/sdk/operations';
import type { EmulatorCore } from '../../../engine/core.ts';
import { requestedPage } from '../../../engine/paging.ts';
import { Reply } from '../../../engine/reply.ts';
import type { PipelineService } from './service.ts';

const { crm } = operations;

/** The twelve `/public/lists` operations: each one metered CRM call. */
export function registerPipelineRoutes(core: EmulatorCore, pipelines: PipelineService): void {
  const { lists, stages, cards, views } = pipelines;
  core.route(crm.lists.list, (ctx, { query }) => {
    const { page, pageSize } = requestedPage(crm.lists.list, query);
    return lists.list(ctx.workspaceId, page, pageSize);
  });

  core.route(
    crm.lists.create,
    async (ctx, { body }) => Reply.text(201, views.boardJson(await lists.create(ctx.actor, body))),
    { idempotency: pipelines.idempotency },
  );

  core.route(crm.lists.get, async (ctx, { params, query }) => {
    const { page, pageSize } = requestedPage(crm.lists.get, query);
    return Reply.text(200, await lists.board(ctx.workspaceId, params.id, page, pageSize));
  });

  core.route(crm.lists.update, async (ctx, { params, body }) =>
    Reply.text(200, views.boardJson(await lists.update(ctx.workspaceId, params.id, body, ctx.nowIso))),
  );

  core.route(crm.lists.delete, (ctx, { params }) => lists.delete(ctx.workspaceId, params.id, ctx.nowIso));

  core.route(crm.lists.stages.add, async (ctx, { params, body }) => {
    const stage = await stages.add(ctx.workspaceId, params.id, body, ctx.nowIso);
    return Reply.text(201, views.stagesJson(stage.listId));
  });

  core.route(crm.lists.stages.reorder, async (ctx, { params, body }) => {
    const pipeline = await stages.reorder(ctx.workspaceId, params.id, body.stageIds, ctx.nowIso);
    return Reply.text(200, views.boardJson(pipeline));
  });

  core.route(crm.lists.stages.update, async (ctx, { params, body }) => {
    const stage = await stages.update(ctx.workspaceId, params.id, params.stageId, body, ctx.nowIso);
    return Reply.text(200, views.stageJson(stage));
  });

  core.route(crm.lists.stages.delete, async (ctx, { params, query }) => {
    const remaining = await stages.delete(
      ctx.workspaceId,
      params.id,
      params.stageId,
      query.moveToStageId?.toLowerCase(),
      ctx.nowIso,
    );
    return Reply.text(200, `{"stagesRemaining":[${remaining.map((s) => views.stageJson(s)).join(',')}]}`);
  });

  core.route(crm.lists.items.add, async (ctx, { params, body }) => {
    const { card, created } = await cards.add(ctx.workspaceId, params.id, body, ctx.nowIso);
    return Reply.text(created ? 201 : 200, views.cardJson(card));
  });

  core.route(crm.lists.items.move, async (ctx, { params, body }) =>
    Reply.text(
      200,
      views.cardJson(await cards.move(ctx.workspaceId, params.id, params.itemId, body.stageId, ctx.nowIso)),
    ),
  );

  core.route(crm.lists.items.remove, (ctx, { params }) =>
    cards.remove(ctx.workspaceId, params.id, params.itemId, ctx.nowIso),
  );
}
