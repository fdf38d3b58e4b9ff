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
import type { RouteDefinition } from '../../engine/router.ts';
import { pathId } from './contacts.ts';
import type { PipelineService } from './pipelines.ts';

const DEFAULT_PAGE_SIZE = 10;

/** The thirteen `/public/lists` routes: each one metered CRM call. */
export function registerPipelineRoutes(core: EmulatorCore, pipelines: PipelineService): void {
  const read = { scope: 'crm:read', metering: 'metered', workspace: 'required' } as const;
  const write = { scope: 'crm:write', metering: 'metered', workspace: 'required' } as const;
  const route = (
    def: Omit<RouteDefinition, 'scope' | 'metering' | 'workspace'>,
    access: typeof read | typeof write,
  ) => core.route('crm', { ...def, ...access });

  route(
    {
      method: 'GET',
      pattern: '/public/lists',
      handler: async (ctx) => {
        const q = ctx.query(pipelineListQuerySchema);
        return json(200, await pipelines.list(ctx.workspaceId, q.page ?? 1, q.pageSize ?? DEFAULT_PAGE_SIZE));
      },
    },
    read,
  );

  route(
    {
      method: 'POST',
      pattern: '/public/lists',
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
    },
    write,
  );

  route(
    {
      method: 'GET',
      pattern: '/public/lists/:id',
      handler: async (ctx) => {
        const id = pathId(ctx);
        const q = ctx.query(pipelineGetQuerySchema);
        const board = await pipelines.board(
          ctx.workspaceId,
          id,
          q.page ?? 1,
          q.pageSize ?? DEFAULT_PAGE_SIZE,
        );
        return jsonText(200, board);
      },
    },
    read,
  );

  route(
    {
      method: 'PATCH',
      pattern: '/public/lists/:id',
      handler: async (ctx) => {
        const id = pathId(ctx);
        const input = ctx.body(pipelineUpdateSchema, 'pipeline update');
        return jsonText(
          200,
          pipelines.boardJson(await pipelines.update(ctx.workspaceId, id, input, ctx.nowIso)),
        );
      },
    },
    write,
  );

  route(
    {
      method: 'DELETE',
      pattern: '/public/lists/:id',
      handler: async (ctx) => json(200, await pipelines.delete(ctx.workspaceId, pathId(ctx), ctx.nowIso)),
    },
    write,
  );

  route(
    {
      method: 'POST',
      pattern: '/public/lists/:id/stages',
      handler: async (ctx) => {
        const id = pathId(ctx);
        const input = ctx.body(stageCreateSchema, 'stage');
        const stage = await pipelines.addStage(ctx.workspaceId, id, input, ctx.nowIso);
        return jsonText(201, pipelines.stagesJson(stage.listId));
      },
    },
    write,
  );

  // The literal `order` route comes before `:stageId`, which would otherwise take it.
  route(
    {
      method: 'PUT',
      pattern: '/public/lists/:id/stages/order',
      handler: async (ctx) => {
        const id = pathId(ctx);
        const { stageIds } = ctx.body(stageReorderSchema, 'stage order');
        const pipeline = await pipelines.reorderStages(ctx.workspaceId, id, stageIds, ctx.nowIso);
        return jsonText(200, pipelines.boardJson(pipeline));
      },
    },
    write,
  );

  route(
    {
      method: 'PATCH',
      pattern: '/public/lists/:id/stages/:stageId',
      handler: async (ctx) => {
        const id = pathId(ctx);
        const stageId = pathId(ctx, 'stageId');
        const input = ctx.body(stageUpdateSchema, 'stage update');
        const stage = await pipelines.updateStage(ctx.workspaceId, id, stageId, input, ctx.nowIso);
        return jsonText(200, pipelines.stageJson(stage));
      },
    },
    write,
  );

  route(
    {
      method: 'DELETE',
      pattern: '/public/lists/:id/stages/:stageId',
      handler: async (ctx) => {
        const id = pathId(ctx);
        const stageId = pathId(ctx, 'stageId');
        const { moveToStageId } = ctx.query(stageDeleteQuerySchema);
        const remaining = await pipelines.deleteStage(
          ctx.workspaceId,
          id,
          stageId,
          moveToStageId,
          ctx.nowIso,
        );
        return jsonText(
          200,
          `{"stagesRemaining":[${remaining.map((s) => pipelines.stageJson(s)).join(',')}]}`,
        );
      },
    },
    write,
  );

  route(
    {
      method: 'POST',
      pattern: '/public/lists/:id/items',
      handler: async (ctx) => {
        const id = pathId(ctx);
        const input = ctx.body(cardCreateSchema, 'card');
        const { card, created } = await pipelines.addCard(ctx.workspaceId, id, input, ctx.nowIso);
        return jsonText(created ? 201 : 200, pipelines.cardJson(card));
      },
    },
    write,
  );

  route(
    {
      method: 'PATCH',
      pattern: '/public/lists/:id/items/:itemId',
      handler: async (ctx) => {
        const id = pathId(ctx);
        const itemId = pathId(ctx, 'itemId');
        const { stageId } = ctx.body(cardMoveSchema, 'card move');
        const card = await pipelines.moveCard(ctx.workspaceId, id, itemId, stageId, ctx.nowIso);
        return jsonText(200, pipelines.cardJson(card));
      },
    },
    write,
  );

  route(
    {
      method: 'DELETE',
      pattern: '/public/lists/:id/items/:itemId',
      handler: async (ctx) => {
        const id = pathId(ctx);
        const itemId = pathId(ctx, 'itemId');
        return json(200, await pipelines.removeCard(ctx.workspaceId, id, itemId, ctx.nowIso));
      },
    },
    write,
  );
}

function actor(ctx: RequestContext) {
  return { orgId: ctx.org.id, workspaceId: ctx.workspaceId, userId: ctx.key.userId, nowIso: ctx.nowIso };
}
