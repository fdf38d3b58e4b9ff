import type { EmulatorCore } from '../../../engine/core.ts';
import { HttpError, notFound } from '../../../engine/errors.ts';
import { SerialQueue } from '../../../engine/serial.ts';
import {
  type CardRecord,
  cardRecordSchema,
  type PipelineRecord,
  pipelineRecordSchema,
  type StageRecord,
  stageRecordSchema,
} from '../../../store/crm-pipelines.ts';
import { Table } from '../../../store/table.ts';
import type { ContactService } from '../contacts.ts';
import { BoardIndex } from './board-index.ts';

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

/**
 * What the pipeline operations share: the three tables, the board index, the lookups that answer
 * the 404 naming the id to fix, and the low-level writes that keep tables and index together.
 *
 * Operations run one at a time (`exclusive`): a board change takes several table writes, and a
 * concurrent request must never see half of one (two stages with one zorder, a card in no stage).
 */
export class PipelineStore {
  readonly pipelines: Table<typeof pipelineRecordSchema>;
  readonly stages: Table<typeof stageRecordSchema>;
  readonly cards: Table<typeof cardRecordSchema>;
  readonly index = new BoardIndex();
  readonly contacts: ContactService;
  readonly limits: PipelineLimits;
  readonly #core: EmulatorCore;
  readonly #queue = new SerialQueue();

  constructor(core: EmulatorCore, contacts: ContactService, limits: Partial<PipelineLimits>) {
    this.#core = core;
    this.contacts = contacts;
    this.limits = { ...DEFAULT_PIPELINE_LIMITS, ...limits };
    this.pipelines = core.state.addTable(new Table('pipelines', pipelineRecordSchema));
    this.stages = core.state.addTable(new Table('pipelineStages', stageRecordSchema));
    this.cards = core.state.addTable(new Table('pipelineCards', cardRecordSchema));
  }

  newId(): string {
    return this.#core.newId();
  }

  /** One operation at a time: see the class comment. */
  exclusive<T>(fn: () => Promise<T> | T): Promise<T> {
    return this.#queue.run(fn);
  }

  rebuild(): void {
    this.index.rebuild({
      pipelines: this.pipelines.all(),
      stages: this.stages.all(),
      cards: this.cards.all(),
    });
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

  /** The stage new candidates land in (zorder 1), or 409 LIST_HAS_NO_STAGES. */
  firstStage(pipeline: PipelineRecord): string {
    const first = this.index.stageIds(pipeline.id)[0];
    if (!first) {
      throw new HttpError(
        'LIST_HAS_NO_STAGES',
        'The pipeline has no active stage to put the card in; add a stage with POST /public/lists/{id}/stages first.',
        { details: [{ field: 'id', message: 'pipeline has no active stage' }] },
      );
    }
    return first;
  }

  // -------------------------------------------------------------------------------------------
  // Writes that keep the tables and the index together
  // -------------------------------------------------------------------------------------------

  /** Marks the pipeline updated (once per virtual instant). */
  async touch(pipeline: PipelineRecord, nowIso: string): Promise<PipelineRecord> {
    const current = this.pipelines.get(pipeline.id) ?? pipeline;
    if (current.updatedAt === nowIso) return current;
    return this.pipelines.update(current, (d) => {
      d.updatedAt = nowIso;
    });
  }

  /** Stores `ids` as the board order and renumbers zorder 1..n. */
  async renumber(listId: string, ids: string[], nowIso: string): Promise<void> {
    this.index.setStageOrder(listId, ids);
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

  async insertStage(
    pipeline: PipelineRecord,
    s: { name: string; color: string },
    zorder: number,
    nowIso: string,
  ): Promise<StageRecord> {
    const stage = await this.stages.insert({
      id: this.newId(),
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
    this.index.addStage(stage.id);
    return stage;
  }

  async insertCard(
    pipeline: PipelineRecord,
    stageId: string,
    person: { contactId: string | null; authorId: string | null },
    source: string,
    applicationStatus: CardRecord['applicationStatus'],
    nowIso: string,
  ): Promise<CardRecord> {
    const card = await this.cards.insert({
      id: this.newId(),
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
      position: this.index.nextPosition(),
      deletedAt: null,
    });
    this.index.indexCard(card);
    return card;
  }

  /** Moves a card to `stageId`, where it arrives last. */
  async moveCard(card: CardRecord, stageId: string, nowIso: string): Promise<CardRecord> {
    this.index.unindexCard(card);
    const next = await this.cards.update(card, (d) => {
      d.stageId = stageId;
      d.position = this.index.nextPosition();
      d.updatedAt = nowIso;
    });
    this.index.indexCard(next);
    return next;
  }

  async removeCard(card: CardRecord, nowIso: string): Promise<void> {
    this.index.unindexCard(card);
    await this.cards.update(card, (d) => {
      d.deletedAt = nowIso;
      d.updatedAt = nowIso;
    });
  }
}
