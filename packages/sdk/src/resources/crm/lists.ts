import type { APIPromise } from '../../core/api-promise.ts';
import { isPlatformError, type NotFoundError } from '../../core/errors.ts';
import type { PagePromise } from '../../core/pagination.ts';
import type { IdempotentRequestOptions, RequestOptions } from '../../core/types.ts';
import { crm } from '../../operations/crm.ts';
import { APIResource } from '../../resource.ts';
import type { FieldError } from '../../schemas/common.ts';
import type {
  Card,
  Pipeline,
  PipelineCreateInput,
  PipelineDeleteResult,
  PipelineGetQuery,
  PipelineListQuery,
  PipelineNotFoundField,
  PipelineSummary,
  PipelineUpdateInput,
  Stage,
} from '../../schemas/crm-pipelines.ts';
import { ListItems } from './list-items.ts';
import { ListStages } from './list-stages.ts';

/** Query of `GET /public/lists`. */
export type ListListParams = PipelineListQuery;
/**
 * Body of `POST /public/lists`. `name`: alphanumeric words separated by single spaces. Send own
 * `stages` (at most 30), or `copyFromListId` (one of your own pipelines), or neither for the
 * default board (Applied, Screening, Interview, Offer, Hired).
 */
export type ListCreateParams = PipelineCreateInput;
/** Query of `GET /public/lists/{id}`: the page of cards shown in every stage. */
export type ListGetParams = PipelineGetQuery;
/** Body of `PATCH /public/lists/{id}`: `name`, `color` or both (`color: null` clears it). */
export type ListUpdateParams = PipelineUpdateInput;

/** A stage as {@link Lists.iterateCards} yields it: without its page of cards. */
export type StageInfo = Pick<Stage, 'id' | 'name' | 'color' | 'zorder' | 'itemCount'>;

/** Options of `lists.iterateCards`: which stages, and the page size of each read. */
export interface IterateCardsParams {
  /** Cards per stage per board page, 1 to 50. @default 50 */
  pageSize?: number | undefined;
}

/** A 404 of a pipeline route, with `details[0].field` naming the id to fix. */
export type PipelineNotFoundError = NotFoundError & {
  readonly details: [{ field: PipelineNotFoundField; message: string }, ...FieldError[]];
};

/**
 * True when `error` is the 404 of a pipeline route; with `field`, also that it names this id
 * (`id` the pipeline, `stageId`, `itemId`, `contactId`, `moveToStageId`, `copyFromListId`).
 *
 * @example
 * ```
 * try {
 *   await client.crm.lists.items.add(listId, { contactId, stageId });
 * } catch (error) {
 *   if (isPipelineNotFound(error, 'contactId')) console.log('create the contact first');
 *   else throw error;
 * }
 * ```
 */
export function isPipelineNotFound(
  error: unknown,
  field?: PipelineNotFoundField,
): error is PipelineNotFoundError {
  if (!isPlatformError(error, 'NOT_FOUND')) return false;
  const named = error.details[0]?.field;
  return named !== undefined && (field === undefined || named === field);
}

/** CRM pipelines (lists): `client.crm.lists`, with `stages` and `items` (cards). */
export class Lists extends APIResource {
  readonly stages: ListStages = new ListStages(this._client);
  readonly items: ListItems = new ListItems(this._client);

  /**
   * Pipelines of the workspace, newest first, each with its `itemCount` (no stages: use `get`).
   *
   * @example
   * ```
   * for await (const pipeline of client.crm.lists.list({ pageSize: 50 })) console.log(pipeline.name, pipeline.itemCount);
   * ```
   */
  list(params: ListListParams = {}, options?: RequestOptions): PagePromise<PipelineSummary> {
    return this._client.callPage(crm.lists.list, { query: params }, options);
  }

  /**
   * Creates a pipeline. Idempotent: the SDK sends an `Idempotency-Key` (yours via
   * `options.idempotencyKey`, else a random one reused by every retry of this call), so a retry
   * after a lost answer returns the pipeline already created; `.withResponse()` tells whether the
   * answer was such a replay (`replayed`).
   *
   * @example
   * ```
   * const pipeline = await client.crm.lists.create({ name: 'Backend Engineers 2026' });
   * const custom = await client.crm.lists.create({
   *   name: 'Nurses Madrid',
   *   stages: [{ name: 'Solicitud', color: '#3b82f6' }, { name: 'Entrevista/Visita', color: 'orange' }],
   * });
   * const { data, replayed } = await client.crm.lists
   *   .create({ name: 'Sales Team' }, { idempotencyKey: 'sales-team-2026' })
   *   .withResponse();
   * ```
   */
  create(body: ListCreateParams, options?: IdempotentRequestOptions): APIPromise<Pipeline> {
    return this._client.call(crm.lists.create, { body }, options);
  }

  /**
   * One pipeline with its board: stages in order, each with one page of cards (`page` and
   * `pageSize` apply to every stage; `hasMore` when any stage has more). To walk every card, use
   * {@link Lists.iterateCards}.
   */
  get(id: string, params: ListGetParams = {}, options?: RequestOptions): APIPromise<Pipeline> {
    return this._client.call(crm.lists.get, { params: { id }, query: params }, options);
  }

  /** Renames or recolors a pipeline (the name rule of create applies). Answers the board's first page. */
  update(id: string, body: ListUpdateParams, options?: RequestOptions): APIPromise<Pipeline> {
    return this._client.call(crm.lists.update, { params: { id }, body }, options);
  }

  /**
   * Deletes a pipeline with its stages and cards (contacts are kept). `effects` counts what went,
   * taken before the cascade.
   */
  delete(id: string, options?: RequestOptions): APIPromise<PipelineDeleteResult> {
    return this._client.call(crm.lists.delete, { params: { id } }, options);
  }

  /**
   * Every card of a pipeline with its stage, fetching board pages as the loop goes (one metered
   * call per page). Cards come page by page: the first `pageSize` cards of each stage in board
   * order, then the next `pageSize` of each stage that has more, and so on.
   *
   * @example
   * ```
   * for await (const { stage, card } of client.crm.lists.iterateCards(listId, { pageSize: 50 })) {
   *   console.log(stage.name, card.contactId);
   * }
   * ```
   */
  async *iterateCards(
    id: string,
    params: IterateCardsParams = {},
    options?: RequestOptions,
  ): AsyncGenerator<{ stage: StageInfo; card: Card }, void, undefined> {
    const pageSize = params.pageSize ?? 50;
    for (let page = 1; ; page++) {
      const board = await this.get(id, { page, pageSize }, options);
      let yielded = 0;
      for (const { items, ...stage } of board.stages) {
        for (const card of items) {
          yielded++;
          yield { stage, card };
        }
      }
      if (!board.hasMore || yielded === 0) return;
    }
  }
}
