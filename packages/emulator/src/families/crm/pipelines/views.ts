import { LIST_PAGING } from '@platform-api/sdk/operations';
import type { Card, Pipeline, PipelineSummary, Stage } from '@platform-api/sdk/schemas';
import { takePage } from '../../../engine/paging.ts';
import type { CardRecord, PipelineRecord, StageRecord } from '../../../store/crm-pipelines.ts';
import type { PipelineStore } from './store.ts';

/** Cards per page on answers that show a board but take no page query (writes): the reads' default. */
export const BOARD_DEFAULT_PAGE_SIZE: number = LIST_PAGING.pageSize.default;

/**
 * The pipeline routes' answers, as values of their response types (the door serializes them once).
 * A board read can show up to 1,500 cards: each card's answer is made once per stored record and
 * cached (records are replaced, never mutated, on every change), so a read gathers ready-made card
 * objects instead of copying every field of every card again. The cached objects are shared by
 * every answer that shows the card: nothing may change them.
 */
export class PipelineViews {
  readonly #store: PipelineStore;
  #cards = new WeakMap<CardRecord, Card>();

  constructor(store: PipelineStore) {
    this.#store = store;
  }

  /** A card as answered: exactly its twelve fields (the record's dates are already ISO strings). */
  card(c: CardRecord): Card {
    let card = this.#cards.get(c);
    if (card === undefined) {
      card = {
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
      };
      this.#cards.set(c, card);
    }
    return card;
  }

  /** A stage with one page of its cards, and whether more follow. */
  #stagePage(s: StageRecord, page: number, pageSize: number): { stage: Stage; hasMore: boolean } {
    const { cards, index } = this.#store;
    const ids = index.cardIds(s.id);
    const { items, hasMore } = takePage(ids, page, pageSize, (id) => this.card(cards.get(id)!));
    return {
      stage: { id: s.id, name: s.name, color: s.color, zorder: s.zorder, itemCount: ids.size, items },
      hasMore,
    };
  }

  /** One stage, with the first page of its cards. */
  stage(s: StageRecord): Stage {
    return this.#stagePage(s, LIST_PAGING.page.default, BOARD_DEFAULT_PAGE_SIZE).stage;
  }

  /** The stages of a pipeline in board order, each with the first page of its cards. */
  stages(listId: string): Stage[] {
    const { stages, index } = this.#store;
    return index.stageIds(listId).map((id) => this.stage(stages.get(id)!));
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
   * The single read: the pipeline, its stages with one page of cards each, and the page echo
   * (`hasMore` when any stage has more).
   */
  board(p: PipelineRecord, page = LIST_PAGING.page.default, pageSize = BOARD_DEFAULT_PAGE_SIZE): Pipeline {
    const { stages, index } = this.#store;
    let hasMore = false;
    let itemCount = 0;
    const shown = index.stageIds(p.id).map((id) => {
      const view = this.#stagePage(stages.get(id)!, page, pageSize);
      if (view.hasMore) hasMore = true;
      itemCount += view.stage.itemCount;
      return view.stage;
    });
    return {
      id: p.id,
      name: p.name,
      color: p.color,
      templateType: p.templateType,
      associatedPosts: p.associatedPosts,
      itemCount,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      stages: shown,
      page,
      pageSize,
      hasMore,
    };
  }
}
