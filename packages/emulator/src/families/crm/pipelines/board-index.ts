import type { CardRecord, PipelineRecord, StageRecord } from '../../../store/crm-pipelines.ts';

const NONE: ReadonlySet<string> = new Set();

type Person = Pick<CardRecord, 'listId' | 'contactId' | 'authorId'>;

/**
 * The in-memory indexes of the boards, derived from the tables and rebuilt after an import: active
 * pipelines per workspace, stages per pipeline in board order, cards per stage in order of arrival,
 * and who has a card where. A pure data structure: it never writes a table.
 */
export class BoardIndex {
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

  clear(): void {
    this.#byWorkspace.clear();
    this.#stagesByList.clear();
    this.#cardsByStage.clear();
    this.#cardByPerson.clear();
    this.#cardsOfContact.clear();
    this.#position = 0;
  }

  /** Rebuilds every index from the stored records (after a state import). */
  rebuild(records: {
    pipelines: readonly PipelineRecord[];
    stages: readonly StageRecord[];
    cards: readonly CardRecord[];
  }): void {
    this.clear();
    for (const p of records.pipelines) if (!p.deletedAt) this.addPipeline(p, []);
    const stages = records.stages.filter((s) => !s.deletedAt && this.#stagesByList.has(s.listId));
    stages.sort((a, b) => a.zorder - b.zorder);
    for (const s of stages) {
      this.#stagesByList.get(s.listId)!.push(s.id);
      this.addStage(s.id);
    }
    const cards = records.cards.filter((c) => !c.deletedAt && c.stageId && this.#cardsByStage.has(c.stageId));
    cards.sort((a, b) => a.position - b.position);
    for (const c of cards) this.indexCard(c);
    this.#position = cards.reduce((max, c) => Math.max(max, c.position), 0);
  }

  addPipeline(p: Pick<PipelineRecord, 'id' | 'workspaceId'>, stageIds: string[]): void {
    setOf(this.#byWorkspace, p.workspaceId).add(p.id);
    this.#stagesByList.set(p.id, stageIds);
  }

  removePipeline(p: Pick<PipelineRecord, 'id' | 'workspaceId'>): void {
    this.#byWorkspace.get(p.workspaceId)?.delete(p.id);
    this.#stagesByList.delete(p.id);
  }

  /** Stores the board order of a pipeline's active stages. */
  setStageOrder(listId: string, stageIds: string[]): void {
    this.#stagesByList.set(listId, stageIds);
  }

  addStage(stageId: string): void {
    this.#cardsByStage.set(stageId, new Set());
  }

  removeStage(stageId: string): void {
    this.#cardsByStage.delete(stageId);
  }

  indexCard(card: CardRecord): void {
    setOf(this.#cardsByStage, card.stageId!).add(card.id);
    for (const k of personKeys(card)) this.#cardByPerson.set(k, card.id);
    if (card.contactId) setOf(this.#cardsOfContact, card.contactId).add(card.id);
  }

  unindexCard(card: CardRecord): void {
    if (card.stageId) this.#cardsByStage.get(card.stageId)?.delete(card.id);
    for (const k of personKeys(card)) if (this.#cardByPerson.get(k) === card.id) this.#cardByPerson.delete(k);
    if (card.contactId) this.#cardsOfContact.get(card.contactId)?.delete(card.id);
  }

  /** The order number of the next card arriving in a stage. */
  nextPosition(): number {
    return ++this.#position;
  }

  /** Active stage ids of a pipeline in board order. */
  stageIds(listId: string): readonly string[] {
    return this.#stagesByList.get(listId) ?? [];
  }

  /** Active card ids of a stage in order of arrival. */
  cardIds(stageId: string): ReadonlySet<string> {
    return this.#cardsByStage.get(stageId) ?? NONE;
  }

  /** Active cards across the pipeline's active stages. */
  itemCount(listId: string): number {
    let n = 0;
    for (const s of this.stageIds(listId)) n += this.#cardsByStage.get(s)?.size ?? 0;
    return n;
  }

  /** Active pipeline ids of a workspace, in creation order. */
  pipelineIds(workspaceId: string): ReadonlySet<string> {
    return this.#byWorkspace.get(workspaceId) ?? NONE;
  }

  /** The person's active card in the pipeline (by contact, or by platform user), if any. */
  cardOf(person: Person): string | undefined {
    for (const k of personKeys(person)) {
      const id = this.#cardByPerson.get(k);
      if (id) return id;
    }
    return undefined;
  }

  /** The contact's active cards, across pipelines. */
  cardsOfContact(contactId: string): readonly string[] {
    return [...(this.#cardsOfContact.get(contactId) ?? NONE)];
  }

  forgetContact(contactId: string): void {
    this.#cardsOfContact.delete(contactId);
  }
}

function setOf<K>(map: Map<K, Set<string>>, key: K): Set<string> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}

function personKeys(card: Person): string[] {
  const keys: string[] = [];
  if (card.contactId) keys.push(`${card.listId}|c:${card.contactId}`);
  if (card.authorId) keys.push(`${card.listId}|a:${card.authorId}`);
  return keys;
}
