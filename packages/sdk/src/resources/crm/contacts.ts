import { APIPromise } from '../../core/api-promise.ts';
import type { PagePromise } from '../../core/pagination.ts';
import type { RequestOptions } from '../../core/types.ts';
import { crm } from '../../operations/crm.ts';
import { APIResource } from '../../resource.ts';
import type {
  Contact,
  ContactCreateInput,
  ContactDeleteResult,
  ContactListItem,
  ContactUpdateInput,
  CreatedContact,
} from '../../schemas/crm.ts';
import type { ResumeUploadInput, ResumeUploadResult } from '../../schemas/crm-resumes.ts';
import { ContactInteractions } from './interactions.ts';
import { prepareResumeUpload, type ResumeFile, type UploadResumeParams } from './resumes.ts';

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

/** Body of `POST /public/contacts/{id}/resume`: the file already in base64 (see `uploadResume` for bytes). */
export type ResumeUploadParams = ResumeUploadInput;

/** CRM contacts: `client.crm.contacts`. */
export class Contacts extends APIResource {
  /** The contact's interaction timeline: `log` and `list`. */
  readonly interactions: ContactInteractions = new ContactInteractions(this._client);

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
    return this._client.callPage(crm.contacts.list, { query: params }, options);
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
    return this._client.call(crm.contacts.create, { body }, options);
  }

  /** Reads one contact in full. `NotFoundError` for a missing, archived or other-workspace id. */
  get(id: string, options?: RequestOptions): APIPromise<Contact> {
    return this._client.call(crm.contacts.get, { params: { id } }, options);
  }

  /** Updates only the fields sent. */
  update(id: string, body: ContactUpdateParams, options?: RequestOptions): APIPromise<Contact> {
    return this._client.call(crm.contacts.update, { params: { id }, body }, options);
  }

  /** Archives the contact (soft delete; its interactions and pipeline cards go too). Answers `{ id, deleted: true }`. */
  delete(id: string, options?: RequestOptions): APIPromise<ContactDeleteResult> {
    return this._client.call(crm.contacts.delete, { params: { id } }, options);
  }

  /**
   * Uploads a resume already encoded: `{ fileName, mimeType, contentBase64 }`. Answers `202` with
   * `parseStatus: 'queued'`; parsing runs later and fills only the contact's empty fields. Spends one
   * daily CRM call and one of the key's 50 resume uploads per day. Prefer {@link uploadResume}, which
   * checks the file before sending.
   */
  resume(
    contactId: string,
    body: ResumeUploadParams,
    options?: RequestOptions,
  ): APIPromise<ResumeUploadResult> {
    return this._client.call(crm.contacts.resume, { params: { id: contactId }, body }, options);
  }

  /**
   * Uploads a resume from bytes, a `Blob`/`File`, or a file path (Node.js). The type is detected from
   * the file's magic bytes (PDF, DOC, DOCX) and the file is checked before anything is sent: above
   * 10 MB rejects with `PayloadTooLargeError`, an empty file with `ValidationError` (`EMPTY_FILE`),
   * another type with `ValidationError` (`MIME_MISMATCH`); those spend no quota.
   *
   * The `Response` of `.withResponse()` / `.asResponse()` has its body already read.
   *
   * @example
   * ```
   * const upload = await client.crm.contacts.uploadResume(contactId, './cv/jane-doe.pdf');
   * console.log(upload.resumeId, upload.parseStatus); // 'queued'
   * ```
   */
  uploadResume(
    contactId: string,
    file: ResumeFile,
    params: UploadResumeParams = {},
    options?: RequestOptions,
  ): APIPromise<ResumeUploadResult> {
    const sent = prepareResumeUpload(file, params).then((body) =>
      this.resume(contactId, body, options).withResponse(),
    );
    return new APIPromise(
      sent.then(({ response, idempotencyKey }) => ({ response, idempotencyKey })),
      async () => (await sent).data,
    );
  }
}
