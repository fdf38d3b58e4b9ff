import type { APIPromise } from '../../core/api-promise.ts';
import type { RequestOptions } from '../../core/types.ts';
import { crm } from '../../operations/crm.ts';
import { APIResource } from '../../resource.ts';
import type { Card, CardCreateInput, CardDeleteResult, CardMoveInput } from '../../schemas/crm-pipelines.ts';

/** Body of `POST /public/lists/{id}/items`: without `stageId` a new card lands in the first stage. */
export type CardAddParams = CardCreateInput;
/** Body of `PATCH /public/lists/{id}/items/{itemId}`. */
export type CardMoveParams = CardMoveInput;

/** Cards of a pipeline: `client.crm.lists.items`. One card per contact per pipeline. */
export class ListItems extends APIResource {
  /**
   * Puts a contact on the board. A contact that already has a card in this pipeline keeps it: the
   * card moves to `stageId` (or stays without one) and the service answers 200 instead of 201.
   *
   * @example
   * ```
   * const card = await client.crm.lists.items.add(listId, { contactId });
   * const { response } = await client.crm.lists.items.add(listId, { contactId, stageId }).withResponse();
   * console.log(response.status === 201 ? 'added' : 'already there, moved');
   * ```
   */
  add(listId: string, body: CardAddParams, options?: RequestOptions): APIPromise<Card> {
    return this._client.call(crm.lists.items.add, { params: { id: listId }, body }, options);
  }

  /** Moves a card to another stage of the same pipeline. */
  move(listId: string, itemId: string, body: CardMoveParams, options?: RequestOptions): APIPromise<Card> {
    return this._client.call(crm.lists.items.move, { params: { id: listId, itemId }, body }, options);
  }

  /** Takes a card off the board; the contact is kept. Answers `{ id, deleted: true }`. */
  remove(listId: string, itemId: string, options?: RequestOptions): APIPromise<CardDeleteResult> {
    return this._client.call(crm.lists.items.remove, { params: { id: listId, itemId } }, options);
  }
}
