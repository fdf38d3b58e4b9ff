import type { APIPromise } from '../../core/api-promise.ts';
import type { PagePromise } from '../../core/pagination.ts';
import type { RequestOptions } from '../../core/types.ts';
import { crm } from '../../operations/crm.ts';
import { APIResource } from '../../resource.ts';
import type { Interaction, InteractionLogInput } from '../../schemas/crm-interactions.ts';

/** Body of `POST /public/contacts/{id}/interactions`. */
export interface InteractionLogParams extends InteractionLogInput {
  /** A type name from `client.crm.interactionTypes()`, e.g. `'phonecall'`. */
  type: string;
  /** Free text. */
  notes?: string | undefined;
  /**
   * When it happened (ISO 8601 date or date-time with a zone). A future date records a scheduled
   * follow-up (`scheduled: true`). @default now
   */
  date?: string | undefined;
}

/** Query of `GET /public/contacts/{id}/interactions`. */
export interface InteractionListParams {
  /** Only entries of this type name. */
  type?: string | undefined;
  /** 1 to 10000. @default 1 */
  page?: number | undefined;
  /** 1 to 50. @default 10 */
  pageSize?: number | undefined;
}

/** A contact's interaction timeline: `client.crm.contacts.interactions`. */
export class ContactInteractions extends APIResource {
  /**
   * Logs a timeline entry. Never de-duplicated: each call adds one. An unknown `type` rejects with a
   * `ValidationError` (`UNKNOWN_INTERACTION_TYPE`) whose `details` list every valid name.
   *
   * @example
   * ```
   * await client.crm.contacts.interactions.log(contactId, { type: 'phonecall', notes: 'Intro call' });
   * ```
   */
  log(contactId: string, body: InteractionLogParams, options?: RequestOptions): APIPromise<Interaction> {
    return this._client.call(crm.contacts.interactions.log, { params: { id: contactId }, body }, options);
  }

  /**
   * The contact's timeline, newest first (by `date`, then by logging order), paginated on `hasMore`.
   *
   * @example
   * ```
   * for await (const entry of client.crm.contacts.interactions.list(contactId, { pageSize: 50 })) {
   *   console.log(entry.date, entry.type, entry.notes);
   * }
   * ```
   */
  list(
    contactId: string,
    params: InteractionListParams = {},
    options?: RequestOptions,
  ): PagePromise<Interaction> {
    return this._client.callPage(
      crm.contacts.interactions.list,
      { params: { id: contactId }, query: params },
      options,
    );
  }
}
