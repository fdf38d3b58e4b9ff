import {
  API_PIPELINE_TEMPLATE,
  JOB_PIPELINE_TEMPLATE_PREFIX,
  type Pipeline,
  type PipelineCreateInput,
  type PipelineDeleteResult,
  type PipelineUpdateInput,
} from '@platform-api/sdk/schemas';
import { notFound } from '../../../engine/errors.ts';
import { takePage } from '../../../engine/paging.ts';
import type { PipelineRecord } from '../../../store/crm-pipelines.ts';
import type { PipelineActor, PipelineStore } from './store.ts';
import type { PipelineViews } from './views.ts';

/** The board a pipeline gets when neither `stages` nor `copyFromListId` is sent. */
export const DEFAULT_PIPELINE_STAGES: readonly { name: string; color: string }[] = [
  { name: 'Applied', color: '#3b82f6' },
  { name: 'Screening', color: '#8b5cf6' },
  { name: 'Interview', color: '#f59e0b' },
  { name: 'Offer', color: '#14b8a6' },
  { name: 'Hired', color: '#22c55e' },
];

/** Runs when a pipeline is deleted, after its stages and cards (the job posting link follows it). */
export type PipelineDeleteListener = (
  pipeline: PipelineRecord,
  ctx: { nowIso: string },
) => Promise<void> | void;

/** Pipelines themselves: list, read, create (own stages, a copy, the default board), update, delete. */
export class PipelineLists {
  readonly deleteListeners: PipelineDeleteListener[] = [];
  readonly #store: PipelineStore;
  readonly #views: PipelineViews;

  constructor(store: PipelineStore, views: PipelineViews) {
    this.#store = store;
    this.#views = views;
  }

  /** Newest first, `{ items, page, pageSize, hasMore }`. */
  list(workspaceId: string, page: number, pageSize: number) {
    const store = this.#store;
    return store.exclusive(() => {
      const ids = [...store.index.pipelineIds(workspaceId)].reverse();
      return takePage(ids, page, pageSize, (id) => this.#views.toSummary(store.pipelines.get(id)!));
    });
  }

  /** The single read: the pipeline with one page of every stage's cards. */
  board(workspaceId: string, id: string, page: number, pageSize: number): Promise<Pipeline> {
    const store = this.#store;
    return store.exclusive(() => this.#views.board(store.requirePipeline(workspaceId, id), page, pageSize));
  }

  /** `POST /public/lists` (the body already validated): own stages, a copy, or the default board. */
  create(actor: PipelineActor, input: PipelineCreateInput): Promise<PipelineRecord> {
    const store = this.#store;
    return store.exclusive(async () => {
      let stages: readonly { name: string; color: string }[];
      if (input.copyFromListId !== undefined) {
        const source = store.pipelines.get(input.copyFromListId.toLowerCase());
        // Only the caller's own pipelines can be copied: another member's (or the application's) reads as missing.
        if (
          !source ||
          source.deletedAt ||
          source.workspaceId !== actor.workspaceId ||
          !source.ownerUserId ||
          source.ownerUserId !== actor.userId
        ) {
          throw notFound('copyFromListId', 'pipeline of yours');
        }
        stages = store.index.stageIds(source.id).map((id) => {
          const s = store.stages.get(id)!;
          return { name: s.name, color: s.color };
        });
      } else {
        stages =
          input.stages?.map((s) => ({ name: s.name.trim(), color: s.color })) ?? DEFAULT_PIPELINE_STAGES;
      }
      return this.#insert(actor, {
        name: input.name,
        color: input.color ?? null,
        templateType: API_PIPELINE_TEMPLATE,
        associatedPosts: [],
        stages,
      });
    });
  }

  /**
   * The pipeline the application makes for a published job posting: the default board, stamped
   * `JOBSEARCH_PIPELINE_<LANG>`, linked to the post, owned by no API user.
   */
  createForJob(
    actor: Omit<PipelineActor, 'userId'>,
    input: { name: string; language: string; postId: string },
  ): Promise<PipelineRecord> {
    return this.#store.exclusive(() =>
      this.#insert(
        { ...actor, userId: null },
        {
          name: input.name,
          color: null,
          templateType: `${JOB_PIPELINE_TEMPLATE_PREFIX}${input.language.toUpperCase()}`,
          associatedPosts: [input.postId],
          stages: DEFAULT_PIPELINE_STAGES,
        },
      ),
    );
  }

  async #insert(
    actor: PipelineActor,
    input: {
      name: string;
      color: string | null;
      templateType: string;
      associatedPosts: string[];
      stages: readonly { name: string; color: string }[];
    },
  ): Promise<PipelineRecord> {
    const store = this.#store;
    const pipeline = await store.pipelines.insert({
      id: store.newId(),
      orgId: actor.orgId,
      workspaceId: actor.workspaceId,
      ownerUserId: actor.userId,
      name: input.name,
      color: input.color,
      templateType: input.templateType,
      associatedPosts: input.associatedPosts,
      createdAt: actor.nowIso,
      updatedAt: actor.nowIso,
      deletedAt: null,
    });
    const ids: string[] = [];
    for (const [i, s] of input.stages.entries()) {
      ids.push((await store.insertStage(pipeline, s, i + 1, actor.nowIso)).id);
    }
    store.index.addPipeline(pipeline, ids);
    return pipeline;
  }

  /** Rename or recolor. */
  update(
    workspaceId: string,
    id: string,
    input: PipelineUpdateInput,
    nowIso: string,
  ): Promise<PipelineRecord> {
    const store = this.#store;
    return store.exclusive(async () => {
      const prev = store.requirePipeline(workspaceId, id);
      return store.pipelines.update(prev, (d) => {
        if (input.name !== undefined) d.name = input.name;
        if (input.color !== undefined) d.color = input.color;
        d.updatedAt = nowIso;
      });
    });
  }

  /** Soft delete with its stages and cards; effects are counted before the cascade. */
  delete(workspaceId: string, id: string, nowIso: string): Promise<PipelineDeleteResult> {
    const store = this.#store;
    return store.exclusive(async () => {
      const prev = store.requirePipeline(workspaceId, id);
      const stageIds = [...store.index.stageIds(prev.id)];
      const effects = { stagesDeleted: stageIds.length, itemsDeleted: store.index.itemCount(prev.id) };
      const deleted = await store.pipelines.update(prev, (d) => {
        d.deletedAt = nowIso;
        d.updatedAt = nowIso;
      });
      store.index.removePipeline(prev);
      for (const stageId of stageIds) {
        for (const cardId of [...store.index.cardIds(stageId)])
          await store.removeCard(store.cards.get(cardId)!, nowIso);
        store.index.removeStage(stageId);
        await store.stages.update(store.stages.get(stageId)!, (d) => {
          d.deletedAt = nowIso;
          d.updatedAt = nowIso;
        });
      }
      for (const listener of this.deleteListeners) await listener(deleted, { nowIso });
      return { id: prev.id, deleted: true as const, effects };
    });
  }
}
