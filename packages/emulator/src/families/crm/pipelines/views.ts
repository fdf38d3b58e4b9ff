import { LIST_PAGING } from '@platform-api/sdk/operations';
import type { PipelineSummary } from '@platform-api/sdk/schemas';
import { takePage } from '../../../engine/paging.ts';
import type { CardRecord, PipelineRecord, StageRecord } from '../../../store/crm-pipelines.ts';
import type { PipelineStore } from './store.ts';

/** Cards per page on answers that show a board but take no page query (writes): the reads' default. */
export const BOARD_DEFAULT_PAGE_SIZE: number = LIST_PAGING.pageSize.default;

/**
 * The pipeline routes' answers. Boards are assembled as JSON text: a board read can show up to
 * 1,500 cards, and each card's text is cached per stored record (records are replaced, never
 * mutated, on every change), so a read joins ready-made texts instead of serializing them.
 */
export class PipelineViews {
  readonly #store: PipelineStore;
  #cardJson = new WeakMap<CardRecord, string>();

  constructor(store: PipelineStore) {
    this.#store = store;
  }

  /** A card as JSON text: exactly its twelve fields. */
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

  /** A stage as JSON text with one page of its cards, and whether more follow. */
  #stagePage(
    s: StageRecord,
    page: number,
    pageSize: number,
  ): { text: string; itemCount: number; hasMore: boolean } {
    const { cards, index } = this.#store;
    const ids = index.cardIds(s.id);
    const { items, hasMore } = takePage(ids, page, pageSize);
    const head = JSON.stringify({
      id: s.id,
      name: s.name,
      color: s.color,
      zorder: s.zorder,
      itemCount: ids.size,
    });
    const text = `${head.slice(0, -1)},"items":[${items.map((id) => this.cardJson(cards.get(id)!)).join(',')}]}`;
    return { text, itemCount: ids.size, hasMore };
  }

  /** One stage, with the first page of its cards. */
  stageJson(s: StageRecord): string {
    return this.#stagePage(s, 1, BOARD_DEFAULT_PAGE_SIZE).text;
  }

  /** The stages of a pipeline in board order as a JSON array, each with the first page of its cards. */
  stagesJson(listId: string): string {
    const { stages, index } = this.#store;
    return `[${index
      .stageIds(listId)
      .map((id) => this.stageJson(stages.get(id)!))
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
      itemCount: this.#store.index.itemCount(p.id),
      createdAt: p.createdAt,
    };
  }

  /**
   * The single read as JSON text: the pipeline, its stages with one page of cards each, and the
   * page echo (`hasMore` when any stage has more).
   */
  boardJson(p: PipelineRecord, page = 1, pageSize = BOARD_DEFAULT_PAGE_SIZE): string {
    const { stages, index } = this.#store;
    let hasMore = false;
    let itemCount = 0;
    const texts = index.stageIds(p.id).map((id) => {
      const view = this.#stagePage(stages.get(id)!, page, pageSize);
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
    return `${head.slice(0, -1)},"stages":[${texts.join(',')}],"page":${page},"pageSize":${pageSize},"hasMore":${hasMore}}`;
  }
}
