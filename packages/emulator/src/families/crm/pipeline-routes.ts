import {
  cardCreateSchema,
  cardMoveSchema,
  pipelineCreateSchema,
  pipelineGetQuerySchema,
  pipelineListQuerySchema,
  pipelineUpdateSchema,
  stageCreateSchema,
  stageDeleteQuerySchema,
  stageReorderSchema,
  stageUpdateSchema,
} from '@platform-api/sdk/schemas';
import type { RequestContext } from '../../engine/context.ts';
import type { EmulatorCore } from '../../engine/core.ts';
import { json, jsonText } from '../../engine/errors.ts';
import { pathId } from './contacts.ts';
import type { PipelineService } from './pipelines.ts';

const DEFAULT_PAGE_SIZE = 10;

/** The twelve `/public/lists` routes: each one metered CRM call. */
export function registerPipelineRoutes(core: EmulatorCore, pipelines: PipelineService): void {
  const read = { scope: 'crm:read', metering: 'metered', workspace: 'required' } as const;
  const write = { scope: 'crm:write', metering: 'metered', workspace: 'required' } as const;

  core.route('crm', {
    method: 'GET',
    pattern: '/public/lists',
    ...read,
    handler: async (ctx) => {
      const q = ctx.query(pipelineListQuerySchema);
      return json(200, await pipelines.list(ctx.workspaceId, q.page ?? 1, q.pageSize ?? DEFAULT_PAGE_SIZE));
    },
  });

  core.route('crm', {
    method: 'POST',
    pattern: '/public/lists',
    ...write,
    handler: (ctx) => {
      const body = ctx.json();
      return pipelines.idempotency.run(
        { orgId: ctx.org.id, workspaceId: ctx.workspaceId },
        ctx.req.headers.get('idempotency-key'),
        body,
        async () => {
          const input = ctx.body(pipelineCreateSchema, 'pipeline');
          const pipeline = await pipelines.create(actor(ctx), input);
          return jsonText(201, pipelines.boardJson(pipeline));
        },
      );
    },
  });

  core.route('crm', {
    method: 'GET',
    pattern: '/public/lists/:id',
    ...read,
    handler: async (ctx) => {
      const id = pathId(ctx);
      const q = ctx.query(pipelineGetQuerySchema);
      const board = await pipelines.board(ctx.workspaceId, id, q.page ?? 1, q.pageSize ?? DEFAULT_PAGE_SIZE);
      return jsonText(200, board);
    },
  });

  core.route('crm', {
    method: 'PATCH',
    pattern: '/public/lists/:id',
    ...write,
    handler: async (ctx) => {
      const id = pathId(ctx);
      const input = ctx.body(pipelineUpdateSchema, 'pipeline update');
      return jsonText(
        200,
        pipelines.boardJson(await pipelines.update(ctx.workspaceId, id, input, ctx.nowIso)),
      );
    },
  });

  core.route('crm', {
    method: 'DELETE',
    pattern: '/public/lists/:id',
    ...write,
    handler: async (ctx) => json(200, await pipelines.delete(ctx.workspaceId, pathId(ctx), ctx.nowIso)),
  });

  core.route('crm', {
    method: 'POST',
    pattern: '/public/lists/:id/stages',
    ...write,
    handler: async (ctx) => {
      const id = pathId(ctx);
      const input = ctx.body(stageCreateSchema, 'stage');
      const stage = await pipelines.addStage(ctx.workspaceId, id, input, ctx.nowIso);
      return jsonText(201, pipelines.stagesJson(stage.listId));
    },
  });

  // The literal `order` route comes before `:stageId`, which would otherwise take it.
  core.route('crm', {
    method: 'PUT',
    pattern: '/public/lists/:id/stages/order',
    ...write,
    handler: async (ctx) => {
      const id = pathId(ctx);
      const { stageIds } = ctx.body(stageReorderSchema, 'stage order');
      const pipeline = await pipelines.reorderStages(ctx.workspaceId, id, stageIds, ctx.nowIso);
      return jsonText(200, pipelines.boardJson(pipeline));
    },
  });

  core.route('crm', {
    method: 'PATCH',
    pattern: '/public/lists/:id/stages/:stageId',
    ...write,
    handler: async (ctx) => {
      const id = pathId(ctx);
      const stageId = pathId(ctx, 'stageId');
      const input = ctx.body(stageUpdateSchema, 'stage update');
      const stage = await pipelines.updateStage(ctx.workspaceId, id, stageId, input, ctx.nowIso);
      return jsonText(200, pipelines.stageJson(stage));
    },
  });

  core.route('crm', {
    method: 'DELETE',
    pattern: '/public/lists/:id/stages/:stageId',
    ...write,
    handler: async (ctx) => {
      const id = pathId(ctx);
      const stageId = pathId(ctx, 'stageId');
      const { moveToStageId } = ctx.query(stageDeleteQuerySchema);
      const remaining = await pipelines.deleteStage(ctx.workspaceId, id, stageId, moveToStageId, ctx.nowIso);
      return jsonText(200, `{"stagesRemaining":[${remaining.map((s) => pipelines.stageJson(s)).join(',')}]}`);
    },
  });

  core.route('crm', {
    method: 'POST',
    pattern: '/public/lists/:id/items',
    ...write,
    handler: async (ctx) => {
      const id = pathId(ctx);
      const input = ctx.body(cardCreateSchema, 'card');
      const { card, created } = await pipelines.addCard(ctx.workspaceId, id, input, ctx.nowIso);
      return jsonText(created ? 201 : 200, pipelines.cardJson(card));
    },
  });

  core.route('crm', {
    method: 'PATCH',
    pattern: '/public/lists/:id/items/:itemId',
    ...write,
    handler: async (ctx) => {
      const id = pathId(ctx);
      const itemId = pathId(ctx, 'itemId');
      const { stageId } = ctx.body(cardMoveSchema, 'card move');
      const card = await pipelines.moveCard(ctx.workspaceId, id, itemId, stageId, ctx.nowIso);
      return jsonText(200, pipelines.cardJson(card));
    },
  });

  core.route('crm', {
    method: 'DELETE',
    pattern: '/public/lists/:id/items/:itemId',
    ...write,
    handler: async (ctx) => {
      const id = pathId(ctx);
      const itemId = pathId(ctx, 'itemId');
      return json(200, await pipelines.removeCard(ctx.workspaceId, id, itemId, ctx.nowIso));
    },
  });
}

function actor(ctx: RequestContext) {
  return { orgId: ctx.org.id, workspaceId: ctx.workspaceId, userId: ctx.key.userId, nowIso: ctx.nowIso };
}
