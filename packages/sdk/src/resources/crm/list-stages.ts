import type { APIPromise } from '../../core/api-promise.ts';
import type { RequestOptions } from '../../core/types.ts';
import { crm } from '../../operations/crm.ts';
import { APIResource } from '../../resource.ts';
import type {
  Pipeline,
  Stage,
  StageCreateInput,
  StageDeleteQuery,
  StageDeleteResult,
  StageReorderInput,
  StageUpdateInput,
} from '../../schemas/crm-pipelines.ts';

/** Body of `POST /public/lists/{id}/stages`. Stage names may hold accents and slashes; `color` is optional. */
export type StageAddParams = StageCreateInput;
/** Body of `PATCH /public/lists/{id}/stages/{stageId}`: `name`, `color` or both. */
export type StageUpdateParams = StageUpdateInput;
/** Body of `PUT /public/lists/{id}/stages/order`: exactly the pipeline's active stage ids, in the new order. */
export type StageReorderParams = StageReorderInput;
/** Query of `DELETE /public/lists/{id}/stages/{stageId}`. */
export type StageDeleteParams = StageDeleteQuery;

/** Stages of a pipeline: `client.crm.lists.stages`. Every change renumbers the board's `zorder` 1..n. */
export class ListStages extends APIResource {
  /**
   * Appends a stage at the end of the board (at most 30 active stages). Answers the full stage
   * array in board order.
   *
   * @example
   * ```
   * const stages = await client.crm.lists.stages.add(listId, { name: 'Reference check', color: '#f97316' });
   * ```
   */
  add(listId: string, body: StageAddParams, options?: RequestOptions): APIPromise<Stage[]> {
    return this._client.call(crm.lists.stages.add, { params: { id: listId }, body }, options);
  }

  /** Renames or recolors one stage; the order is untouched. */
  update(
    listId: string,
    stageId: string,
    body: StageUpdateParams,
    options?: RequestOptions,
  ): APIPromise<Stage> {
    return this._client.call(crm.lists.stages.update, { params: { id: listId, stageId }, body }, options);
  }

  /**
   * Puts the stages in a new order. `stageIds` must hold exactly the active stage ids, each once
   * (at most 30: a copied board above 30 stages cannot be reordered). Answers the board.
   *
   * @example
   * ```
   * const board = await client.crm.lists.get(listId);
   * const ids = board.stages.map((s) => s.id);
   * await client.crm.lists.stages.reorder(listId, { stageIds: [ids[1]!, ids[0]!, ...ids.slice(2)] });
   * ```
   */
  reorder(listId: string, body: StageReorderParams, options?: RequestOptions): APIPromise<Pipeline> {
    return this._client.call(crm.lists.stages.reorder, { params: { id: listId }, body }, options);
  }

  /**
   * Deletes a stage. A stage holding cards needs `moveToStageId` (another active stage of the same
   * pipeline) to receive them; the last stage cannot be deleted. Answers the remaining stages.
   *
   * @example
   * ```
   * const { stagesRemaining } = await client.crm.lists.stages.delete(listId, stageId, { moveToStageId: firstStageId });
   * ```
   */
  delete(
    listId: string,
    stageId: string,
    params: StageDeleteParams = {},
    options?: RequestOptions,
  ): APIPromise<StageDeleteResult> {
    return this._client.call(
      crm.lists.stages.delete,
      { params: { id: listId, stageId }, query: params },
      options,
    );
  }
}
