import { MAX_PIPELINE_STAGES, type StageCreateInput, type StageUpdateInput } from '@platform-api/sdk/schemas';
import { HttpError, validationError } from '../../../engine/errors.ts';
import type { PipelineRecord, StageRecord } from '../../../store/crm-pipelines.ts';
import type { PipelineStore } from './store.ts';

/** Color of a stage appended without one. */
export const DEFAULT_STAGE_COLOR = '#9ca3af';

/** The stages of a board: add, rename or recolor, reorder, delete. Every change renumbers zorder 1..n. */
export class PipelineStages {
  readonly #store: PipelineStore;

  constructor(store: PipelineStore) {
    this.#store = store;
  }

  /** Appends a stage; answers the new stage. */
  add(workspaceId: string, id: string, input: StageCreateInput, nowIso: string): Promise<StageRecord> {
    const store = this.#store;
    return store.exclusive(async () => {
      const pipeline = store.requirePipeline(workspaceId, id);
      const ids = [...store.index.stageIds(pipeline.id)];
      if (ids.length >= MAX_PIPELINE_STAGES) {
        throw validationError(
          `The pipeline already holds ${ids.length} active stages; at most ${MAX_PIPELINE_STAGES} are allowed. Delete a stage first.`,
          [{ field: 'stages', message: `at most ${MAX_PIPELINE_STAGES} active stages per pipeline` }],
        );
      }
      const stage = await store.insertStage(
        pipeline,
        { name: input.name.trim(), color: input.color ?? DEFAULT_STAGE_COLOR },
        ids.length + 1,
        nowIso,
      );
      await store.renumber(pipeline.id, [...ids, stage.id], nowIso);
      await store.touch(pipeline, nowIso);
      return store.stages.get(stage.id)!;
    });
  }

  /** Rename or recolor one stage; the order is untouched. */
  update(
    workspaceId: string,
    id: string,
    stageId: string,
    input: StageUpdateInput,
    nowIso: string,
  ): Promise<StageRecord> {
    const store = this.#store;
    return store.exclusive(async () => {
      const pipeline = store.requirePipeline(workspaceId, id);
      const prev = store.requireStage(pipeline, stageId);
      const next = await store.stages.update(prev, (d) => {
        if (input.name !== undefined) d.name = input.name.trim();
        if (input.color !== undefined) d.color = input.color;
        d.updatedAt = nowIso;
      });
      await store.renumber(pipeline.id, [...store.index.stageIds(pipeline.id)], nowIso);
      await store.touch(pipeline, nowIso);
      return next;
    });
  }

  /** `stageIds` must be exactly the active stage ids, in the new order. */
  reorder(workspaceId: string, id: string, stageIds: string[], nowIso: string): Promise<PipelineRecord> {
    const store = this.#store;
    return store.exclusive(async () => {
      const pipeline = store.requirePipeline(workspaceId, id);
      const current = store.index.stageIds(pipeline.id);
      const wanted = stageIds.map((s) => s.toLowerCase());
      if (current.length > MAX_PIPELINE_STAGES) {
        throw validationError(
          `This pipeline has ${current.length} active stages, more than the ${MAX_PIPELINE_STAGES} stageIds can hold: it cannot be reordered.`,
          [{ field: 'stageIds', message: `the pipeline has more than ${MAX_PIPELINE_STAGES} active stages` }],
        );
      }
      const active = new Set(current);
      const sent = new Set(wanted);
      const repeated = wanted.filter((s, i) => wanted.indexOf(s) !== i);
      const foreign = wanted.filter((s) => !active.has(s));
      const missing = current.filter((s) => !sent.has(s));
      const problems: string[] = [];
      if (repeated.length) problems.push(`repeated: ${[...new Set(repeated)].join(', ')}`);
      if (foreign.length) problems.push(`not active stages of this pipeline: ${foreign.join(', ')}`);
      if (missing.length) problems.push(`missing: ${missing.join(', ')}`);
      if (problems.length) {
        throw validationError(
          `stageIds must list exactly the pipeline's ${current.length} active stage ids, each once (${problems.join('; ')}).`,
          [{ field: 'stageIds', message: problems.join('; ') }],
        );
      }
      await store.renumber(pipeline.id, wanted, nowIso);
      return store.touch(pipeline, nowIso);
    });
  }

  /**
   * Deletes a stage; its cards move to `moveToStageId` (appended there). Answers the remaining
   * stages in board order.
   */
  delete(
    workspaceId: string,
    id: string,
    stageId: string,
    moveToStageId: string | undefined,
    nowIso: string,
  ): Promise<StageRecord[]> {
    const store = this.#store;
    return store.exclusive(async () => {
      const pipeline = store.requirePipeline(workspaceId, id);
      const stage = store.requireStage(pipeline, stageId);
      const ids = store.index.stageIds(pipeline.id);
      if (ids.length <= 1) {
        throw new HttpError(
          'LAST_STAGE_UNDELETABLE',
          'This is the last stage of the pipeline and cannot be deleted; add another stage first, or delete the pipeline.',
          { details: [{ field: 'stageId', message: 'is the only remaining stage' }] },
        );
      }
      const cardIds = [...store.index.cardIds(stage.id)];
      let target: StageRecord | undefined;
      if (moveToStageId !== undefined) {
        target = store.requireStage(pipeline, moveToStageId, 'moveToStageId');
        if (target.id === stage.id) {
          throw validationError('moveToStageId must name another stage than the one being deleted.', [
            { field: 'moveToStageId', message: 'must differ from stageId' },
          ]);
        }
      }
      if (cardIds.length > 0 && !target) {
        throw new HttpError(
          'MOVE_TO_STAGE_REQUIRED',
          `The stage holds ${cardIds.length} card(s): pass moveToStageId naming another active stage of this pipeline to receive them.`,
          { details: [{ field: 'moveToStageId', message: 'is required when the stage holds cards' }] },
        );
      }
      const max = store.limits.maxCardsToReassign;
      if (cardIds.length > max) {
        throw new HttpError(
          'TOO_MANY_ITEMS_TO_REASSIGN',
          `The stage holds ${cardIds.length} cards; one request reassigns at most ${max}. Move cards out with PATCH /public/lists/{id}/items/{itemId} first.`,
          { details: [{ field: 'stageId', message: `holds more than ${max} cards` }] },
        );
      }
      for (const cardId of cardIds) await store.moveCard(store.cards.get(cardId)!, target!.id, nowIso);
      store.index.removeStage(stage.id);
      await store.stages.update(stage, (d) => {
        d.deletedAt = nowIso;
        d.updatedAt = nowIso;
      });
      await store.renumber(
        pipeline.id,
        ids.filter((s) => s !== stage.id),
        nowIso,
      );
      await store.touch(pipeline, nowIso);
      return store.index.stageIds(pipeline.id).map((s) => store.stages.get(s)!);
    });
  }
}
