import type { APIPromise } from '../../core/api-promise.ts';
import type { PagePromise } from '../../core/pagination.ts';
import type { RequestOptions } from '../../core/types.ts';
import { APIResource } from '../../resource.ts';
import {
  type Contact,
  type ContactCreateInput,
  type ContactDeleteResult,
  type ContactListItem,
  type ContactUpdateInput,
  type CreatedContact,
  contactCreateSchema,
  contactDeleteResultSchema,
  contactListQuerySchema,
  contactPageSchema,
  contactSchema,
  contactUpdateSchema,
  createdContactSchema,
} from '../../schemas/crm.ts';

/** Query of `GET /public/contacts`. */
export interface ContactListParams {
  /** Full-text search over name, company, job title, skills, industry, education, email and phone (max 200). */
  search?: string | undefined;
  /** 1 to 10000. @default 1 */
  page?: number | undefined;
  /** 1 to 50. @default 10 */
  pageSize?: number | undefined;
}

/** Body of `POST /public/contacts`: `name` required; at most 10 emails, phones and job titles, 50 tags. */
export type ContactCreateParams = ContactCreateInput;
/** Body of `PATCH /public/contacts/{id}`: partial; at most 1 email and 1 phone, replacing the primary. */
export type ContactUpdateParams = ContactUpdateInput;

/** CRM contacts: `client.crm.contacts`. */
export class Contacts extends APIResource {
  /**
   * Lists contacts, newest first, or searches them. The list projection hides emails, phones,
   * companyId, locationGeoNameId and updatedAt (empty or null); `get` shows them.
   *
   * @example
   * ```
   * for await (const contact of client.crm.contacts.list({ search: 'rust', pageSize: 50 })) console.log(contact.name);
   * ```
   */
  list(params: ContactListParams = {}, options?: RequestOptions): PagePromise<ContactListItem> {
    return this._client.requestPage<ContactListItem>(
      {
        method: 'GET',
        family: 'crm',
        path: '/contacts',
        query: params,
        querySchema: contactListQuerySchema,
        responseSchema: contactPageSchema,
        itemsKey: 'items',
      },
      options,
    );
  }

  /**
   * Creates a contact, or resolves to the existing one when an email, phone or platform-user link
   * matches (`deduplicated: true`, advisory; new emails, phones and tags are merged).
   *
   * @example
   * ```
   * const contact = await client.crm.contacts.create({ name: 'Ada Lovelace', emails: [{ email: 'ada@example.com', type: 'work' }] });
   * if (contact.deduplicated) console.log('matched an existing contact');
   * ```
   */
  create(body: ContactCreateParams, options?: RequestOptions): APIPromise<CreatedContact> {
    return this._client.request(
      {
        method: 'POST',
        family: 'crm',
        path: '/contacts',
        body,
        bodySchema: contactCreateSchema,
        responseSchema: createdContactSchema,
      },
      options,
    );
  }

  /** Reads one contact in full. `NotFoundError` for a missing, archived or other-workspace id. */
  get(id: string, options?: RequestOptions): APIPromise<Contact> {
    return this._client.request(
      {
        method: 'GET',
        family: 'crm',
        path: '/contacts/{id}',
        pathParams: { id },
        responseSchema: contactSchema,
      },
      options,
    );
  }

  /** Updates only the fields sent. */
  update(id: string, body: ContactUpdateParams, options?: RequestOptions): APIPromise<Contact> {
    return this._client.request(
      {
        method: 'PATCH',
        family: 'crm',
        path: '/contacts/{id}',
        pathParams: { id },
        body,
        bodySchema: contactUpdateSchema,
        responseSchema: contactSchema,
      },
      options,
    );
  }

  /** Archives the contact (soft delete; its interactions and pipeline cards go too). Answers `{ id, deleted: true }`. */
  delete(id: string, options?: RequestOptions): APIPromise<ContactDeleteResult> {
    return this._client.request(
      {
        method: 'DELETE',
        family: 'crm',
        path: '/contacts/{id}',
        pathParams: { id },
        responseSchema: contactDeleteResultSchema,
      },
      options,
    );
  }
}
