import { notFound } from '../../../engine/errors.ts';
import type { CardRecord } from '../../../store/crm-pipelines.ts';
import type { PipelineStore } from './store.ts';

/** The cards of the boards: one per person per pipeline, added, moved and removed. */
export class PipelineCards {
  readonly #store: PipelineStore;

  constructor(store: PipelineStore) {
    this.#store = store;
  }

  /**
   * `POST /public/lists/{id}/items`. The contact's existing card in this pipeline moves to
   * `stageId` (or stays where it is without one) instead of being duplicated: `created` tells.
   */
  add(
    workspaceId: string,
    id: string,
    input: { contactId: string; stageId?: string | undefined },
    nowIso: string,
  ): Promise<{ card: CardRecord; created: boolean }> {
    const store = this.#store;
    return store.exclusive(async () => {
      const pipeline = store.requirePipeline(workspaceId, id);
      const contact = store.contacts.require(workspaceId, input.contactId, 'contactId');
      const stage = input.stageId !== undefined ? store.requireStage(pipeline, input.stageId) : undefined;
      const existingId = store.index.cardOf({ listId: pipeline.id, contactId: contact.id, authorId: null });
      if (existingId) {
        const existing = store.cards.get(existingId)!;
        if (!stage || stage.id === existing.stageId) return { card: existing, created: false };
        const moved = await store.moveCard(existing, stage.id, nowIso);
        await store.touch(pipeline, nowIso);
        return { card: moved, created: false };
      }
      const card = await store.insertCard(
        pipeline,
        stage?.id ?? store.firstStage(pipeline),
        { contactId: contact.id, authorId: null },
        'contact',
        null,
        nowIso,
      );
      await store.touch(pipeline, nowIso);
      return { card, created: true };
    });
  }

  /**
   * A candidate applied to the job owning `listId`: a card lands in the first active stage
   * (zorder 1), with the application's `source`. A person (contact or platform user) who already
   * has a card in the pipeline keeps it: that card is answered, nothing is duplicated.
   */
  addApplication(input: {
    listId: string;
    contactId: string | null;
    authorId: string | null;
    source: string;
    nowIso: string;
  }): Promise<CardRecord> {
    const store = this.#store;
    return store.exclusive(async () => {
      const pipeline = store.pipelines.get(input.listId.toLowerCase());
      if (!pipeline || pipeline.deletedAt) throw notFound('listId', 'pipeline');
      const existing = store.index.cardOf({
        listId: pipeline.id,
        contactId: input.contactId,
        authorId: input.authorId,
      });
      if (existing) return store.cards.get(existing)!;
      const card = await store.insertCard(
        pipeline,
        store.firstStage(pipeline),
        { contactId: input.contactId, authorId: input.authorId },
        input.source,
        'completed',
        input.nowIso,
      );
      await store.touch(pipeline, input.nowIso);
      return card;
    });
  }

  /** `PATCH /public/lists/{id}/items/{itemId}`: to another stage of the same pipeline. */
  move(
    workspaceId: string,
    id: string,
    itemId: string,
    stageId: string,
    nowIso: string,
  ): Promise<CardRecord> {
    const store = this.#store;
    return store.exclusive(async () => {
      const pipeline = store.requirePipeline(workspaceId, id);
      const card = store.requireCard(pipeline, itemId);
      const stage = store.requireStage(pipeline, stageId);
      if (card.stageId === stage.id) return card;
      const moved = await store.moveCard(card, stage.id, nowIso);
      await store.touch(pipeline, nowIso);
      return moved;
    });
  }

  /** `DELETE /public/lists/{id}/items/{itemId}`: the card goes, the contact stays. */
  remove(
    workspaceId: string,
    id: string,
    itemId: string,
    nowIso: string,
  ): Promise<{ id: string; deleted: true }> {
    const store = this.#store;
    return store.exclusive(async () => {
      const pipeline = store.requirePipeline(workspaceId, id);
      const card = store.requireCard(pipeline, itemId);
      await store.removeCard(card, nowIso);
      await store.touch(pipeline, nowIso);
      return { id: card.id, deleted: true as const };
    });
  }

  /** A contact was archived: its cards go with it, in every pipeline. */
  removeForContact(contactId: string, nowIso: string): Promise<void> {
    const store = this.#store;
    return store.exclusive(async () => {
      for (const cardId of store.index.cardsOfContact(contactId)) {
        const card = store.cards.get(cardId)!;
        await store.removeCard(card, nowIso);
        await store.touch(store.pipelines.get(card.listId)!, nowIso);
      }
      store.index.forgetContact(contactId);
    });
  }
}
