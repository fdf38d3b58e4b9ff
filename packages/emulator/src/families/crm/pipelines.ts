import {
  API_PIPELINE_TEMPLATE,
  JOB_PIPELINE_TEMPLATE_PREFIX,
  MAX_PIPELINE_STAGES,
  type PipelineCreateInput,
  type PipelineSummary,
  type PipelineUpdateInput,
  type StageCreateInput,
  type StageUpdateInput,
} from '@platform-api/sdk/schemas';
import type { EmulatorCore } from '../../engine/core.ts';
import { HttpError, notFound, validationError } from '../../engine/errors.ts';
import { CRM_LISTS_IDEMPOTENCY, IdempotencyStore } from '../../engine/idempotency.ts';
import { takePage } from '../../engine/paging.ts';
import { SerialQueue } from '../../engine/serial.ts';
import {
  type CardRecord,
  cardRecordSchema,
  type PipelineRecord,
  pipelineRecordSchema,
  type StageRecord,
  stageRecordSchema,
} from '../../store/crm-pipelines.ts';
import { Table } from '../../store/table.ts';
import type { ContactService } from './contacts.ts';

/** The board a pipeline gets when neither `stages` nor `copyFromListId` is sent. */
export const DEFAULT_PIPELINE_STAGES: readonly { name: string; color: string }[] = [
  { name: 'Applied', color: '#3b82f6' },
  { name: 'Screening', color: '#8b5cf6' },
  { name: 'Interview', color: '#f59e0b' },
  { name: 'Offer', color: '#14b8a6' },
  { name: 'Hired', color: '#22c55e' },
];
/** Color of a stage appended without one. */
export const DEFAULT_STAGE_COLOR = '#9ca3af';
/** Cards per page on answers that show a board but take no page query (writes). */
export const BOARD_DEFAULT_PAGE_SIZE = 10;

/** Who acts and when: the resolved workspace, the key's user and the virtual time. */
export interface PipelineActor {
  orgId: string;
  workspaceId: string;
  /** The key's user (owner of the pipelines it creates); null for the application itself. */
  userId: string | null;
  nowIso: string;
}

/** Limits of the pipeline routes that are not quotas (`unlimited` leaves them on). */
export interface PipelineLimits {
  /** Cards a stage delete may reassign in one request; above it 400 TOO_MANY_ITEMS_TO_REASSIGN. */
  maxCardsToReassign: number;
}

export const DEFAULT_PIPELINE_LIMITS: PipelineLimits = { maxCardsToReassign: 1000 };

/** Runs when a pipeline is deleted, after its stages and cards (the job posting link follows it). */
const NO_CARDS: ReadonlySet<string> = new Set();

export type PipelineDeleteListener = (
  pipeline: PipelineRecord,
  ctx: { nowIso: string },
) => Promise<void> | void;

/**
 * CRM pipelines (lists), their stages and cards: storage, board indexes and every rule of the
 * pipeline routes. Shared by the HTTP routes, the job postings and the application flow.
 *
 * Operations run one at a time (a small queue): a board change takes several table writes, and a
 * concurrent request must never see half of one (two stages with one zorder, a card in no stage).
 */
export class PipelineService {
  readonly pipelines: Table<typeof pipelineRecordSchema>;
  readonly stages: Table<typeof stageRecordSchema>;
  readonly cards: Table<typeof cardRecordSchema>;
  /** Idempotency-Key records of `POST /public/lists`. */
  readonly idempotency: IdempotencyStore;
  readonly deleteListeners: PipelineDeleteListener[] = [];
  limits: PipelineLimits;
  readonly #core: EmulatorCore;
  readonly #contacts: ContactService;
  /** Active pipeline ids per workspace, in creation order. */
  #byWorkspace = new Map<string, Set<string>>();
  /** Active stage ids per pipeline, in board order. */
  #stagesByList = new Map<string, string[]>();
  /** Active card ids per stage, in order of arrival in the stage. */
  #cardsByStage = new Map<string, Set<string>>();
  /** `<listId>|c:<contactId>` or `<listId>|a:<authorId>` → the person's active card. */
  #cardByPerson = new Map<string, string>();
  /** contactId → its active cards, across pipelines. */
  #cardsOfContact = new Map<string, Set<string>>();
  #position = 0;
  readonly #queue = new SerialQueue();

  constructor(core: EmulatorCore, contacts: ContactService, limits: Partial<PipelineLimits> = {}) {
    this.#core = core;
    this.#contacts = contacts;
    this.limits = { ...DEFAULT_PIPELINE_LIMITS, ...limits };
    this.pipelines = core.state.addTable(new Table('pipelines', pipelineRecordSchema));
    this.stages = core.state.addTable(new Table('pipelineStages', stageRecordSchema));
    this.cards = core.state.addTable(new Table('pipelineCards', cardRecordSchema));
    this.idempotency = new IdempotencyStore(core, CRM_LISTS_IDEMPOTENCY);
    contacts.archiveListeners.push((contact, ctx) => this.removeContactCards(contact.id, ctx.nowIso));
  }

  // -------------------------------------------------------------------------------------------
  // Indexes
  // -------------------------------------------------------------------------------------------

  reset(): void {
    this.#byWorkspace.clear();
    this.#stagesByList.clear();
    this.#cardsByStage.clear();
    this.#cardByPerson.clear();
    this.#cardsOfContact.clear();
    this.#position = 0;
  }

  /** Rebuilds the board indexes from the tables (after a state import). */
  rebuild(): void {
    this.reset();
    for (const p of this.pipelines.all()) {
      if (p.deletedAt) continue;
      this.#indexOf(this.#byWorkspace, p.workspaceId).add(p.id);
      this.#stagesByList.set(p.id, []);
    }
    const stages = this.stages.all().filter((s) => !s.deletedAt && this.#stagesByList.has(s.listId));
    stages.sort((a, b) => a.zorder - b.zorder);
    for (const s of stages) {
      this.#stagesByList.get(s.listId)!.push(s.id);
      this.#cardsByStage.set(s.id, new Set());
    }
    const cards = this.cards
      .all()
      .filter((c) => !c.deletedAt && c.stageId && this.#cardsByStage.has(c.stageId));
    cards.sort((a, b) => a.position - b.position);
    for (const c of cards) this.#indexCard(c);
    this.#position = cards.reduce((max, c) => Math.max(max, c.position), 0);
  }

  #indexOf<K>(map: Map<K, Set<string>>, key: K): Set<string> {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
    }
    return set;
  }

  #personKeys(card: Pick<CardRecord, 'listId' | 'contactId' | 'authorId'>): string[] {
    const keys: string[] = [];
    if (card.contactId) keys.push(`${card.listId}|c:${card.contactId}`);
    if (card.authorId) keys.push(`${card.listId}|a:${card.authorId}`);
    return keys;
  }

  #indexCard(card: CardRecord): void {
    this.#indexOf(this.#cardsByStage, card.stageId!).add(card.id);
    for (const k of this.#personKeys(card)) this.#cardByPerson.set(k, card.id);
    if (card.contactId) this.#indexOf(this.#cardsOfContact, card.contactId).add(card.id);
  }

  #unindexCard(card: CardRecord): void {
    if (card.stageId) this.#cardsByStage.get(card.stageId)?.delete(card.id);
    for (const k of this.#personKeys(card))
      if (this.#cardByPerson.get(k) === card.id) this.#cardByPerson.delete(k);
    if (card.contactId) this.#cardsOfContact.get(card.contactId)?.delete(card.id);
  }

  /** One operation at a time: see the class comment. */
  #exclusive<T>(fn: () => Promise<T> | T): Promise<T> {
    return this.#queue.run(fn);
  }

  // -------------------------------------------------------------------------------------------
  // Lookups (404 naming the id to fix)
  // -------------------------------------------------------------------------------------------

  /** An active pipeline of the workspace, or the 404 naming `field`. */
  requirePipeline(workspaceId: string, id: string, field = 'id'): PipelineRecord {
    const p = this.pipelines.get(id.toLowerCase());
    if (!p || p.deletedAt || p.workspaceId !== workspaceId) throw notFound(field, 'pipeline');
    return p;
  }

  /** An active stage of the pipeline, or the 404 naming `field`. */
  requireStage(pipeline: PipelineRecord, stageId: string, field = 'stageId'): StageRecord {
    const s = this.stages.get(stageId.toLowerCase());
    if (!s || s.deletedAt || s.listId !== pipeline.id) throw notFound(field, 'stage in this pipeline');
    return s;
  }

  /** An active card of the pipeline, or the 404 naming `itemId`. */
  requireCard(pipeline: PipelineRecord, itemId: string): CardRecord {
    const c = this.cards.get(itemId.toLowerCase());
    if (!c || c.deletedAt || c.listId !== pipeline.id) throw notFound('itemId', 'card in this pipeline');
    return c;
  }

  /** Active stage ids of a pipeline in board order. */
  stageIds(listId: string): readonly string[] {
    return this.#stagesByList.get(listId) ?? [];
  }

  /** Active card ids of a stage in order of arrival. */
  cardIds(stageId: string): ReadonlySet<string> {
    return this.#cardsByStage.get(stageId) ?? new Set();
  }

  /** Active cards across the pipeline's active stages. */
  itemCount(listId: string): number {
    let n = 0;
    for (const s of this.stageIds(listId)) n += this.#cardsByStage.get(s)?.size ?? 0;
    return n;
  }

  /** Active pipeline ids of a workspace, in creation order. */
  pipelineIds(workspaceId: string): ReadonlySet<string> {
    return this.#byWorkspace.get(workspaceId) ?? new Set();
  }

  // -------------------------------------------------------------------------------------------
  // Projections
  // -------------------------------------------------------------------------------------------

  /**
   * A card as JSON text: exactly its twelve fields. Cached per stored record (records are replaced,
   * never mutated, on every change), so the board read joins ready-made texts instead of
   * serializing up to 1,500 cards per request.
   */
  cardJson(c: CardRecord): string {
    let text = this.#cardJson.get(c);
    if (text === undefined) {
      text = JSON.stringify({
        id: c.id,
        listId: c.listId,
        stageId: c.stageId,
        contactId: c.contactId,
        authorId: c.authorId,
        rating: c.rating,
        applicationStatus: c.applicationStatus,
        disqualified: c.disqualified,
        disqualifiedReason: c.disqualifiedReason,
        source: c.source,
        createdAt: c.createdAt,
        updatedAt: c.updatedAt,
      });
      this.#cardJson.set(c, text);
    }
    return text;
  }

  #cardJson = new WeakMap<CardRecord, string>();

  /** A stage as JSON text with one page of its cards, and whether more follow. */
  #stageJson(
    s: StageRecord,
    page: number,
    pageSize: number,
  ): { text: string; itemCount: number; hasMore: boolean } {
    const set = this.#cardsByStage.get(s.id);
    const { items: ids, hasMore } = takePage(set ?? NO_CARDS, page, pageSize);
    const itemCount = set?.size ?? 0;
    const head = JSON.stringify({ id: s.id, name: s.name, color: s.color, zorder: s.zorder, itemCount });
    const items = ids.map((id) => this.cardJson(this.cards.get(id)!)).join(',');
    return { text: `${head.slice(0, -1)},"items":[${items}]}`, itemCount, hasMore };
  }

  /** One stage, with the first page of its cards. */
  stageJson(s: StageRecord): string {
    return this.#stageJson(s, 1, BOARD_DEFAULT_PAGE_SIZE).text;
  }

  /** The stages of a pipeline in board order as a JSON array, each with the first page of its cards. */
  stagesJson(listId: string): string {
    return `[${this.stageIds(listId)
      .map((id) => this.stageJson(this.stages.get(id)!))
      .join(',')}]`;
  }

  /** A row of the pipeline list: no updatedAt, no stages. */
  toSummary(p: PipelineRecord): PipelineSummary {
    return {
      id: p.id,
      name: p.name,
      color: p.color,
      templateType: p.templateType,
      associatedPosts: [...p.associatedPosts],
      itemCount: this.itemCount(p.id),
      createdAt: p.createdAt,
    };
  }

  /**
   * The single read as JSON text: the pipeline, its stages with one page of cards each, and the
   * page echo (`hasMore` when any stage has more).
   */
  boardJson(p: PipelineRecord, page = 1, pageSize = BOARD_DEFAULT_PAGE_SIZE): string {
    let hasMore = false;
    let itemCount = 0;
    const stages = this.stageIds(p.id).map((id) => {
      const view = this.#stageJson(this.stages.get(id)!, page, pageSize);
      if (view.hasMore) hasMore = true;
      itemCount += view.itemCount;
      return view.text;
    });
    const head = JSON.stringify({
      id: p.id,
      name: p.name,
      color: p.color,
      templateType: p.templateType,
      associatedPosts: p.associatedPosts,
      itemCount,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    });
    return `${head.slice(0, -1)},"stages":[${stages.join(',')}],"page":${page},"pageSize":${pageSize},"hasMore":${hasMore}}`;
  }

  // -------------------------------------------------------------------------------------------
  // Reads
  // -------------------------------------------------------------------------------------------

  /** Newest first, `{ items, page, pageSize, hasMore }`. */
  list(workspaceId: string, page: number, pageSize: number) {
    return this.#exclusive(() => {
      const ids = [...this.pipelineIds(workspaceId)].reverse();
      return takePage(ids, page, pageSize, (id) => this.toSummary(this.pipelines.get(id)!));
    });
  }

  /** The single read, as JSON text. */
  board(workspaceId: string, id: string, page: number, pageSize: number): Promise<string> {
    return this.#exclusive(() => this.boardJson(this.requirePipeline(workspaceId, id), page, pageSize));
  }

  // -------------------------------------------------------------------------------------------
  // Pipelines
  // -------------------------------------------------------------------------------------------

  /** `POST /public/lists` (the body already validated): own stages, a copy, or the default board. */
  create(actor: PipelineActor, input: PipelineCreateInput): Promise<PipelineRecord> {
    return this.#exclusive(async () => {
      let stages: readonly { name: string; color: string }[];
      if (input.copyFromListId !== undefined) {
        const source = this.pipelines.get(input.copyFromListId.toLowerCase());
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
        stages = this.stageIds(source.id).map((id) => {
          const s = this.stages.get(id)!;
          return { name: s.name, color: s.color };
        });
      } else {
        stages =
          input.stages?.map((s) => ({ name: s.name.trim(), color: s.color })) ?? DEFAULT_PIPELINE_STAGES;
      }
      return this.#insertPipeline(actor, {
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
  createJobPipeline(
    actor: Omit<PipelineActor, 'userId'>,
    input: { name: string; language: string; postId: string },
  ): Promise<PipelineRecord> {
    return this.#exclusive(() =>
      this.#insertPipeline(
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

  async #insertPipeline(
    actor: PipelineActor,
    input: {
      name: string;
      color: string | null;
      templateType: string;
      associatedPosts: string[];
      stages: readonly { name: string; color: string }[];
    },
  ): Promise<PipelineRecord> {
    const pipeline = await this.pipelines.insert({
      id: this.#core.newId(),
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
      const stage = await this.#insertStage(pipeline, s, i + 1, actor.nowIso);
      ids.push(stage.id);
    }
    this.#stagesByList.set(pipeline.id, ids);
    this.#indexOf(this.#byWorkspace, pipeline.workspaceId).add(pipeline.id);
    return pipeline;
  }

  async #insertStage(
    pipeline: PipelineRecord,
    s: { name: string; color: string },
    zorder: number,
    nowIso: string,
  ): Promise<StageRecord> {
    const stage = await this.stages.insert({
      id: this.#core.newId(),
      listId: pipeline.id,
      orgId: pipeline.orgId,
      workspaceId: pipeline.workspaceId,
      name: s.name,
      color: s.color,
      zorder,
      createdAt: nowIso,
      updatedAt: nowIso,
      deletedAt: null,
    });
    this.#cardsByStage.set(stage.id, new Set());
    return stage;
  }

  /** Rename or recolor. */
  update(
    workspaceId: string,
    id: string,
    input: PipelineUpdateInput,
    nowIso: string,
  ): Promise<PipelineRecord> {
    return this.#exclusive(async () => {
      const prev = this.requirePipeline(workspaceId, id);
      return this.pipelines.update(prev, (d) => {
        if (input.name !== undefined) d.name = input.name;
        if (input.color !== undefined) d.color = input.color;
        d.updatedAt = nowIso;
      });
    });
  }

  /** Soft delete with its stages and cards; effects are counted before the cascade. */
  delete(
    workspaceId: string,
    id: string,
    nowIso: string,
  ): Promise<{ id: string; deleted: true; effects: { stagesDeleted: number; itemsDeleted: number } }> {
    return this.#exclusive(async () => {
      const prev = this.requirePipeline(workspaceId, id);
      const stageIds = [...this.stageIds(prev.id)];
      const effects = { stagesDeleted: stageIds.length, itemsDeleted: this.itemCount(prev.id) };
      const deleted = await this.pipelines.update(prev, (d) => {
        d.deletedAt = nowIso;
        d.updatedAt = nowIso;
      });
      this.#byWorkspace.get(prev.workspaceId)?.delete(prev.id);
      this.#stagesByList.delete(prev.id);
      for (const stageId of stageIds) {
        for (const cardId of [...this.cardIds(stageId)])
          await this.#removeCard(this.cards.get(cardId)!, nowIso);
        this.#cardsByStage.delete(stageId);
        await this.stages.update(this.stages.get(stageId)!, (d) => {
          d.deletedAt = nowIso;
          d.updatedAt = nowIso;
        });
      }
      for (const listener of this.deleteListeners) await listener(deleted, { nowIso });
      return { id: prev.id, deleted: true as const, effects };
    });
  }

  async #touch(pipeline: PipelineRecord, nowIso: string): Promise<PipelineRecord> {
    const current = this.pipelines.get(pipeline.id) ?? pipeline;
    if (current.updatedAt === nowIso) return current;
    return this.pipelines.update(current, (d) => {
      d.updatedAt = nowIso;
    });
  }

  // -------------------------------------------------------------------------------------------
  // Stages
  // -------------------------------------------------------------------------------------------

  /** Stores `ids` as the board order and renumbers zorder 1..n. */
  async #renumber(listId: string, ids: string[], nowIso: string): Promise<void> {
    this.#stagesByList.set(listId, ids);
    for (const [i, id] of ids.entries()) {
      const s = this.stages.get(id)!;
      if (s.zorder !== i + 1) {
        await this.stages.update(s, (d) => {
          d.zorder = i + 1;
          d.updatedAt = nowIso;
        });
      }
    }
  }

  /** Appends a stage; answers the new stage. */
  addStage(workspaceId: string, id: string, input: StageCreateInput, nowIso: string): Promise<StageRecord> {
    return this.#exclusive(async () => {
      const pipeline = this.requirePipeline(workspaceId, id);
      const ids = [...this.stageIds(pipeline.id)];
      if (ids.length >= MAX_PIPELINE_STAGES) {
        throw validationError(
          `The pipeline already holds ${ids.length} active stages; at most ${MAX_PIPELINE_STAGES} are allowed. Delete a stage first.`,
          [{ field: 'stages', message: `at most ${MAX_PIPELINE_STAGES} active stages per pipeline` }],
        );
      }
      const stage = await this.#insertStage(
        pipeline,
        { name: input.name.trim(), color: input.color ?? DEFAULT_STAGE_COLOR },
        ids.length + 1,
        nowIso,
      );
      await this.#renumber(pipeline.id, [...ids, stage.id], nowIso);
      await this.#touch(pipeline, nowIso);
      return this.stages.get(stage.id)!;
    });
  }

  /** Rename or recolor one stage; the order is untouched. */
  updateStage(
    workspaceId: string,
    id: string,
    stageId: string,
    input: StageUpdateInput,
    nowIso: string,
  ): Promise<StageRecord> {
    return this.#exclusive(async () => {
      const pipeline = this.requirePipeline(workspaceId, id);
      const prev = this.requireStage(pipeline, stageId);
      const next = await this.stages.update(prev, (d) => {
        if (input.name !== undefined) d.name = input.name.trim();
        if (input.color !== undefined) d.color = input.color;
        d.updatedAt = nowIso;
      });
      await this.#renumber(pipeline.id, [...this.stageIds(pipeline.id)], nowIso);
      await this.#touch(pipeline, nowIso);
      return next;
    });
  }

  /** `stageIds` must be exactly the active stage ids, in the new order. */
  reorderStages(
    workspaceId: string,
    id: string,
    stageIds: string[],
    nowIso: string,
  ): Promise<PipelineRecord> {
    return this.#exclusive(async () => {
      const pipeline = this.requirePipeline(workspaceId, id);
      const current = this.stageIds(pipeline.id);
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
      await this.#renumber(pipeline.id, wanted, nowIso);
      return this.#touch(pipeline, nowIso);
    });
  }

  /**
   * Deletes a stage; its cards move to `moveToStageId` (appended there). Answers the remaining
   * stages in board order.
   */
  deleteStage(
    workspaceId: string,
    id: string,
    stageId: string,
    moveToStageId: string | undefined,
    nowIso: string,
  ): Promise<StageRecord[]> {
    return this.#exclusive(async () => {
      const pipeline = this.requirePipeline(workspaceId, id);
      const stage = this.requireStage(pipeline, stageId);
      const ids = this.stageIds(pipeline.id);
      if (ids.length <= 1) {
        throw new HttpError(
          'LAST_STAGE_UNDELETABLE',
          'This is the last stage of the pipeline and cannot be deleted; add another stage first, or delete the pipeline.',
          { details: [{ field: 'stageId', message: 'is the only remaining stage' }] },
        );
      }
      const cardIds = [...this.cardIds(stage.id)];
      let target: StageRecord | undefined;
      if (moveToStageId !== undefined) {
        target = this.requireStage(pipeline, moveToStageId, 'moveToStageId');
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
      if (cardIds.length > this.limits.maxCardsToReassign) {
        throw new HttpError(
          'TOO_MANY_ITEMS_TO_REASSIGN',
          `The stage holds ${cardIds.length} cards; one request reassigns at most ${this.limits.maxCardsToReassign}. Move cards out with PATCH /public/lists/{id}/items/{itemId} first.`,
          {
            details: [
              { field: 'stageId', message: `holds more than ${this.limits.maxCardsToReassign} cards` },
            ],
          },
        );
      }
      for (const cardId of cardIds) await this.#moveCard(this.cards.get(cardId)!, target!.id, nowIso);
      this.#cardsByStage.delete(stage.id);
      await this.stages.update(stage, (d) => {
        d.deletedAt = nowIso;
        d.updatedAt = nowIso;
      });
      await this.#renumber(
        pipeline.id,
        ids.filter((s) => s !== stage.id),
        nowIso,
      );
      await this.#touch(pipeline, nowIso);
      return this.stageIds(pipeline.id).map((s) => this.stages.get(s)!);
    });
  }

  // -------------------------------------------------------------------------------------------
  // Cards
  // -------------------------------------------------------------------------------------------

  async #moveCard(card: CardRecord, stageId: string, nowIso: string): Promise<CardRecord> {
    this.#unindexCard(card);
    const next = await this.cards.update(card, (d) => {
      d.stageId = stageId;
      d.position = ++this.#position;
      d.updatedAt = nowIso;
    });
    this.#indexCard(next);
    return next;
  }

  async #removeCard(card: CardRecord, nowIso: string): Promise<void> {
    this.#unindexCard(card);
    await this.cards.update(card, (d) => {
      d.deletedAt = nowIso;
      d.updatedAt = nowIso;
    });
  }

  async #insertCard(
    pipeline: PipelineRecord,
    stageId: string,
    person: { contactId: string | null; authorId: string | null },
    source: string,
    applicationStatus: CardRecord['applicationStatus'],
    nowIso: string,
  ): Promise<CardRecord> {
    const card = await this.cards.insert({
      id: this.#core.newId(),
      listId: pipeline.id,
      stageId,
      contactId: person.contactId,
      authorId: person.authorId,
      rating: null,
      applicationStatus,
      disqualified: false,
      disqualifiedReason: null,
      source,
      createdAt: nowIso,
      updatedAt: nowIso,
      orgId: pipeline.orgId,
      workspaceId: pipeline.workspaceId,
      position: ++this.#position,
      deletedAt: null,
    });
    this.#indexCard(card);
    return card;
  }

  /**
   * `POST /public/lists/{id}/items`. The contact's existing card in this pipeline moves to
   * `stageId` (or stays where it is without one) instead of being duplicated: `created` tells.
   */
  addCard(
    workspaceId: string,
    id: string,
    input: { contactId: string; stageId?: string | undefined },
    nowIso: string,
  ): Promise<{ card: CardRecord; created: boolean }> {
    return this.#exclusive(async () => {
      const pipeline = this.requirePipeline(workspaceId, id);
      const contact = this.#contacts.require(workspaceId, input.contactId, 'contactId');
      const stage = input.stageId !== undefined ? this.requireStage(pipeline, input.stageId) : undefined;
      const existingId = this.#cardByPerson.get(`${pipeline.id}|c:${contact.id}`);
      if (existingId) {
        const existing = this.cards.get(existingId)!;
        if (!stage || stage.id === existing.stageId) return { card: existing, created: false };
        const moved = await this.#moveCard(existing, stage.id, nowIso);
        await this.#touch(pipeline, nowIso);
        return { card: moved, created: false };
      }
      const stageId = stage?.id ?? this.#firstStage(pipeline);
      const card = await this.#insertCard(
        pipeline,
        stageId,
        { contactId: contact.id, authorId: null },
        'contact',
        null,
        nowIso,
      );
      await this.#touch(pipeline, nowIso);
      return { card, created: true };
    });
  }

  /** The stage new candidates land in (zorder 1), or 409 LIST_HAS_NO_STAGES. */
  #firstStage(pipeline: PipelineRecord): string {
    const first = this.stageIds(pipeline.id)[0];
    if (!first) {
      throw new HttpError(
        'LIST_HAS_NO_STAGES',
        'The pipeline has no active stage to put the card in; add a stage with POST /public/lists/{id}/stages first.',
        { details: [{ field: 'id', message: 'pipeline has no active stage' }] },
      );
    }
    return first;
  }

  /**
   * A candidate applied to the job owning `listId`: a card lands in the first active stage
   * (zorder 1), with the application's `source`. A person (contact or platform user) who already
   * has a card in the pipeline keeps it: that card is answered, nothing is duplicated.
   */
  addApplicationCard(input: {
    listId: string;
    contactId: string | null;
    authorId: string | null;
    source: string;
    nowIso: string;
  }): Promise<CardRecord> {
    return this.#exclusive(async () => {
      const pipeline = this.pipelines.get(input.listId.toLowerCase());
      if (!pipeline || pipeline.deletedAt) throw notFound('listId', 'pipeline');
      const keys = this.#personKeys({
        listId: pipeline.id,
        contactId: input.contactId,
        authorId: input.authorId,
      });
      for (const k of keys) {
        const existing = this.#cardByPerson.get(k);
        if (existing) return this.cards.get(existing)!;
      }
      const card = await this.#insertCard(
        pipeline,
        this.#firstStage(pipeline),
        { contactId: input.contactId, authorId: input.authorId },
        input.source,
        'completed',
        input.nowIso,
      );
      await this.#touch(pipeline, input.nowIso);
      return card;
    });
  }

  /** `PATCH /public/lists/{id}/items/{itemId}`: to another stage of the same pipeline. */
  moveCard(
    workspaceId: string,
    id: string,
    itemId: string,
    stageId: string,
    nowIso: string,
  ): Promise<CardRecord> {
    return this.#exclusive(async () => {
      const pipeline = this.requirePipeline(workspaceId, id);
      const card = this.requireCard(pipeline, itemId);
      const stage = this.requireStage(pipeline, stageId);
      if (card.stageId === stage.id) return card;
      const moved = await this.#moveCard(card, stage.id, nowIso);
      await this.#touch(pipeline, nowIso);
      return moved;
    });
  }

  /** `DELETE /public/lists/{id}/items/{itemId}`: the card goes, the contact stays. */
  removeCard(
    workspaceId: string,
    id: string,
    itemId: string,
    nowIso: string,
  ): Promise<{ id: string; deleted: true }> {
    return this.#exclusive(async () => {
      const pipeline = this.requirePipeline(workspaceId, id);
      const card = this.requireCard(pipeline, itemId);
      await this.#removeCard(card, nowIso);
      await this.#touch(pipeline, nowIso);
      return { id: card.id, deleted: true as const };
    });
  }

  /** A contact was archived: its cards go with it, in every pipeline. */
  removeContactCards(contactId: string, nowIso: string): Promise<void> {
    return this.#exclusive(async () => {
      for (const cardId of [...(this.#cardsOfContact.get(contactId) ?? [])]) {
        const card = this.cards.get(cardId)!;
        await this.#removeCard(card, nowIso);
        await this.#touch(this.pipelines.get(card.listId)!, nowIso);
      }
      this.#cardsOfContact.delete(contactId);
    });
  }
}
