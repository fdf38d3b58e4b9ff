import type { APIPromise } from '../../core/api-promise.ts';
import type { RequestOptions } from '../../core/types.ts';
import { crm } from '../../operations/crm.ts';
import { APIResource } from '../../resource.ts';
import type { CrmUsage } from '../../schemas/crm.ts';
import type { InteractionTypeCatalog } from '../../schemas/crm-interactions.ts';
import { Contacts } from './contacts.ts';
import { Lists } from './lists.ts';

/** The CRM family: `client.crm`. */
export class Crm extends APIResource {
  readonly contacts: Contacts = new Contacts(this._client);
  /** Pipelines (lists), their stages and cards. */
  readonly lists: Lists = new Lists(this._client);

  /**
   * The catalog of interaction types, grouped by the seven categories:
   * `{ categories: [{ category, label, types: [{ name, label }] }] }`. Read it instead of hard-coding
   * type names. Spends one daily CRM call.
   *
   * @example
   * ```
   * const { categories } = await client.crm.interactionTypes();
   * const names = categories.flatMap((c) => c.types.map((t) => t.name)); // ['phonecall', 'email', ...]
   * ```
   */
  interactionTypes(options?: RequestOptions): APIPromise<InteractionTypeCatalog> {
    return this._client.call(crm.interactionTypes, {}, options);
  }

  /**
   * Today's CRM quota of the organization and this key's resume-upload quota. Spends no quota.
   *
   * @example
   * ```
   * const { remaining, resetsAt } = await client.crm.usage();
   * ```
   */
  usage(options?: RequestOptions): APIPromise<CrmUsage> {
    return this._client.call(crm.usage, {}, options);
  }
}
