import type { APIPromise } from '../../core/api-promise.ts';
import type { RequestOptions } from '../../core/types.ts';
import { APIResource } from '../../resource.ts';
import {
  type Card,
  type CardCreateInput,
  type CardDeleteResult,
  type CardMoveInput,
  cardCreateSchema,
  cardDeleteResultSchema,
  cardMoveSchema,
  cardSchema,
} from '../../schemas/crm-pipelines.ts';

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
    return this._client.request(
      {
        method: 'POST',
        family: 'crm',
        path: '/lists/{id}/items',
        pathParams: { id: listId },
        body,
        bodySchema: cardCreateSchema,
        responseSchema: cardSchema,
      },
      options,
    );
  }

  /** Moves a card to another stage of the same pipeline. */
  move(listId: string, itemId: string, body: CardMoveParams, options?: RequestOptions): APIPromise<Card> {
    return this._client.request(
      {
        method: 'PATCH',
        family: 'crm',
        path: '/lists/{id}/items/{itemId}',
        pathParams: { id: listId, itemId },
        body,
        bodySchema: cardMoveSchema,
        responseSchema: cardSchema,
      },
      options,
    );
  }

  /** Takes a card off the board; the contact is kept. Answers `{ id, deleted: true }`. */
  remove(listId: string, itemId: string, options?: RequestOptions): APIPromise<CardDeleteResult> {
    return this._client.request(
      {
        method: 'DELETE',
        family: 'crm',
        path: '/lists/{id}/items/{itemId}',
        pathParams: { id: listId, itemId },
        responseSchema: cardDeleteResultSchema,
      },
      options,
    );
  }
}
