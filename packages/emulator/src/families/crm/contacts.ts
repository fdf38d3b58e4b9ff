import { operations } from '@platform-api/sdk/operations';
import type {
  Contact,
  ContactListItem,
  contactCreateSchema,
  contactUpdateSchema,
} from '@platform-api/sdk/schemas';
import type { z } from 'zod/mini';
import type { EmulatorCore } from '../../engine/core.ts';
import { HttpError, notFound } from '../../engine/errors.ts';
import { requestedPage, takePage } from '../../engine/paging.ts';
import { JsonText } from '../../engine/reply.ts';
import { SerialQueue } from '../../engine/serial.ts';
import { fold } from '../../shared/text/fold.ts';
import type { ContactRecord, PlatformUserRecord, TagRecord } from '../../store/schemas.ts';
import { ContactIndex, normalizeEmail, normalizePhone } from './contact-index.ts';
import { project } from './contact-projection.ts';

const { crm } = operations;

type ContactCreate = z.output<typeof contactCreateSchema>;
type ContactUpdate = z.output<typeof contactUpdateSchema>;

export type ContactConflict = 'weak_key_split' | 'strong_key_split' | 'strong_link_overwrite';

/**
 * The 409 of rule 3: `details` carry the kind (`{ field: 'contact', message: kind }`, as the spec
 * shows it), the message says what was found, naming the contacts involved.
 */
function conflict(kind: ContactConflict, situation: string): HttpError {
  return new HttpError('CONTACT_CONFLICT', `${situation}.`, {
    details: [{ field: 'contact', message: kind }],
  });
}

/** `contact <id>`, or `2 contacts (<id>, <id>)`. */
function contactsNamed(ids: Iterable<string>): string {
  const list = [...ids];
  return list.length === 1 ? `contact ${list[0]}` : `${list.length} contacts (${list.join(', ')})`;
}

/** What of the sent keys matched: `the emails sent`, `the phones sent` or both. */
function sentKeys(emails: boolean, phones: boolean): string {
  return emails && phones ? 'the emails and phones sent' : emails ? 'the emails sent' : 'the phones sent';
}

const NO_SINGLE_CONTACT = 'so there is no single contact to merge them into';

/** Listeners run when a contact is archived (interactions and cards follow it). */
export type ArchiveListener = (contact: ContactRecord, ctx: { nowIso: string }) => Promise<void> | void;

/**
 * CRM contacts: storage rules, de-duplication, projections. Shared by the HTTP routes and by the
 * other CRM features (interactions, resumes, cards) that need a contact.
 */
export class ContactService {
  readonly index = new ContactIndex();
  readonly #core: EmulatorCore;
  #platformUserByEmail = new Map<string, string>();
  #tagByName = new Map<string, TagRecord>();
  readonly archiveListeners: ArchiveListener[] = [];
  readonly #writes = new SerialQueue();

  constructor(core: EmulatorCore) {
    this.#core = core;
  }

  get #tables() {
    return this.#core.tables;
  }

  reset(): void {
    this.index.clear();
    this.#platformUserByEmail.clear();
    this.#tagByName.clear();
  }

  rebuild(): void {
    this.reset();
    for (const u of this.#tables.platformUsers.all()) this.indexPlatformUser(u);
    for (const t of this.#tables.tags.all()) this.#tagByName.set(`${t.workspaceId}|${fold(t.name)}`, t);
    for (const c of this.#tables.contacts.all()) if (!c.archivedAt) this.index.add(c);
  }

  indexPlatformUser(u: PlatformUserRecord): void {
    this.#platformUserByEmail.set(normalizeEmail(u.email), u.id);
  }

  /** An active contact of the workspace, or the 404 naming `field`. */
  require(workspaceId: string, id: string, field = 'id'): ContactRecord {
    const c = this.#tables.contacts.get(id.toLowerCase());
    if (!c || c.archivedAt || c.workspaceId !== workspaceId) throw notFound(field, 'contact');
    return c;
  }

  async #tagsFor(
    workspaceId: string,
    names: string[],
    nowIso: string,
  ): Promise<{ id: string; name: string }[]> {
    const out: { id: string; name: string }[] = [];
    const seen = new Set<string>();
    for (const raw of names) {
      const name = raw.trim();
      const k = `${workspaceId}|${fold(name)}`;
      if (seen.has(k)) continue;
      seen.add(k);
      let tag = this.#tagByName.get(k);
      if (!tag) {
        tag = await this.#tables.tags.insert({
          id: this.#core.newId(),
          workspaceId,
          name,
          createdAt: nowIso,
        });
        this.#tagByName.set(k, tag);
      }
      out.push({ id: tag.id, name: tag.name });
    }
    return out;
  }

  /**
   * Runs a contact write alone. Writes read the index, await, then write: two creates with one
   * email must not both miss each other, and an update must not re-index from a stale copy.
   */
  exclusive<T>(fn: () => Promise<T> | T): Promise<T> {
    return this.#writes.run(fn);
  }

  /** The record as it is now, inside a write's turn; archived meanwhile is a 404. */
  #fresh(c: ContactRecord): ContactRecord {
    const current = this.#tables.contacts.get(c.id);
    if (!current || current.archivedAt) throw notFound('id', 'contact');
    return current;
  }

  /** Create with de-duplication by platform-user link, then email, then phone (rule 2 and 3). */
  create(
    ctx: { workspaceId: string; orgId: string; userId: string | null; nowIso: string },
    input: ContactCreate,
    extra: Partial<Pick<ContactRecord, 'skills' | 'industry' | 'education' | 'platformUserId'>> = {},
  ): Promise<{ contact: ContactRecord; deduplicated: boolean }> {
    return this.exclusive(() => this.#create(ctx, input, extra));
  }

  async #create(
    ctx: { workspaceId: string; orgId: string; userId: string | null; nowIso: string },
    input: ContactCreate,
    extra: Partial<Pick<ContactRecord, 'skills' | 'industry' | 'education' | 'platformUserId'>>,
  ): Promise<{ contact: ContactRecord; deduplicated: boolean }> {
    const ws = ctx.workspaceId;
    const emails = dedupeBy(input.emails ?? [], (e) => normalizeEmail(e.email));
    const phones = dedupeBy(input.phones ?? [], (p) => normalizePhone(p.phone));

    let strongUser: string | undefined = extra.platformUserId ?? undefined;
    if (!strongUser) {
      for (const e of emails) {
        strongUser = this.#platformUserByEmail.get(normalizeEmail(e.email));
        if (strongUser) break;
      }
    }
    const emailIds = new Set<string>();
    for (const e of emails) for (const id of this.index.byEmail(ws, e.email)) emailIds.add(id);
    const phoneIds = new Set<string>();
    for (const p of phones) for (const id of this.index.byPhone(ws, p.phone)) phoneIds.add(id);

    let targetId: string | undefined;
    const strongMatch = strongUser ? this.index.byPlatformUser(ws, strongUser) : undefined;
    if (strongMatch) {
      const byEmail = [...emailIds].filter((id) => id !== strongMatch);
      const byPhone = [...phoneIds].filter((id) => id !== strongMatch);
      if (byEmail.length || byPhone.length) {
        throw conflict(
          'strong_key_split',
          `Cannot resolve the contact: the person's platform account is linked to contact ${strongMatch}, but ${sentKeys(byEmail.length > 0, byPhone.length > 0)} match ${contactsNamed(new Set([...byEmail, ...byPhone]))}`,
        );
      }
      targetId = strongMatch;
    } else {
      if (emailIds.size > 1) {
        throw conflict(
          'weak_key_split',
          `Cannot resolve the contact: the emails sent match ${contactsNamed(emailIds)}, ${NO_SINGLE_CONTACT}`,
        );
      }
      if (emailIds.size === 1) {
        targetId = [...emailIds][0]!;
        const others = [...phoneIds].filter((id) => id !== targetId);
        if (others.length) {
          throw conflict(
            'weak_key_split',
            `Cannot resolve the contact: the emails sent match contact ${targetId} but the phones sent match ${contactsNamed(others)}, ${NO_SINGLE_CONTACT}`,
          );
        }
      } else if (phoneIds.size > 1) {
        throw conflict(
          'weak_key_split',
          `Cannot resolve the contact: the phones sent match ${contactsNamed(phoneIds)}, ${NO_SINGLE_CONTACT}`,
        );
      } else if (phoneIds.size === 1) {
        targetId = [...phoneIds][0]!;
      }
      if (targetId && strongUser) {
        const linked = this.#tables.contacts.get(targetId)?.platformUserId;
        if (linked && linked !== strongUser) {
          throw conflict(
            'strong_link_overwrite',
            `Cannot resolve the contact: ${sentKeys(emailIds.size > 0, phoneIds.size > 0)} match contact ${targetId}, which is linked to another platform account than this person's; merging would overwrite that link`,
          );
        }
      }
    }

    if (targetId) {
      const prev = this.#tables.contacts.get(targetId)!;
      const tags = await this.#tagsFor(ws, input.tags ?? [], ctx.nowIso);
      const newEmails = emails.filter(
        (e) => !prev.emails.some((x) => normalizeEmail(x.email) === normalizeEmail(e.email)),
      );
      const newPhones = phones.filter(
        (p) => !prev.phones.some((x) => normalizePhone(x.phone) === normalizePhone(p.phone)),
      );
      const newTags = tags.filter((t) => !prev.tags.some((x) => x.id === t.id));
      let next = prev;
      if (newEmails.length || newPhones.length || newTags.length || (strongUser && !prev.platformUserId)) {
        next = await this.#tables.contacts.update(prev, (d) => {
          d.emails = [...d.emails, ...newEmails.map((e) => ({ email: e.email, type: e.type ?? null }))];
          d.phones = [...d.phones, ...newPhones.map((p) => ({ phone: p.phone, type: p.type ?? null }))];
          d.tags = [...d.tags, ...newTags];
          if (strongUser && !d.platformUserId) {
            d.platformUserId = strongUser;
            d.linkedPlatformUser = true;
          }
          d.updatedAt = ctx.nowIso;
        });
        this.index.replace(prev, next);
      }
      // The advisory flag is a creation-timestamp heuristic, as the spec describes: a contact
      // created in the same millisecond as this request reads as new.
      return { contact: next, deduplicated: next.createdAt !== ctx.nowIso };
    }

    const tags = await this.#tagsFor(ws, input.tags ?? [], ctx.nowIso);
    const contact = await this.#tables.contacts.insert({
      id: this.#core.newId(),
      orgId: ctx.orgId,
      workspaceId: ws,
      ownerUserId: ctx.userId,
      archivedAt: null,
      name: input.name,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      jobTitle: input.jobTitle ?? [],
      companyName: input.companyName ?? null,
      companyId: null,
      emails: emails.map((e) => ({ email: e.email, type: e.type ?? null })),
      phones: phones.map((p) => ({ phone: p.phone, type: p.type ?? null })),
      linkedinUrl: input.linkedinUrl ?? null,
      locationName: input.locationName ?? null,
      locationGeoNameId: input.locationGeoNameId ?? null,
      tags,
      hasResume: false,
      resumeCount: 0,
      platformUserId: strongUser ?? null,
      linkedPlatformUser: Boolean(strongUser),
      createdAt: ctx.nowIso,
      updatedAt: ctx.nowIso,
      skills: extra.skills ?? [],
      industry: extra.industry ?? null,
      education: extra.education ?? [],
    });
    this.index.add(contact);
    return { contact, deduplicated: false };
  }

  /** Partial update: only sent fields change; one email and one phone replace the primaries. */
  update(stale: ContactRecord, input: ContactUpdate, nowIso: string): Promise<ContactRecord> {
    return this.exclusive(() => this.#update(this.#fresh(stale), input, nowIso));
  }

  async #update(prev: ContactRecord, input: ContactUpdate, nowIso: string): Promise<ContactRecord> {
    const ws = prev.workspaceId;
    const email = input.emails?.[0];
    const phone = input.phones?.[0];
    // The new primary email or phone must not be another contact's: the contact being updated
    // would then share a key with it (rule 3's weak_key_split).
    const taken: string[] = [];
    const emailOwners = email ? [...this.index.byEmail(ws, email.email)].filter((id) => id !== prev.id) : [];
    const phoneOwners = phone ? [...this.index.byPhone(ws, phone.phone)].filter((id) => id !== prev.id) : [];
    if (emailOwners.length) taken.push(`the email sent already belongs to ${contactsNamed(emailOwners)}`);
    if (phoneOwners.length) taken.push(`the phone sent already belongs to ${contactsNamed(phoneOwners)}`);
    if (taken.length) {
      throw conflict(
        'weak_key_split',
        `Cannot update the contact: ${taken.join(' and ')}; an email or phone can belong to one contact of the workspace only`,
      );
    }
    const tags = input.tags ? await this.#tagsFor(ws, input.tags, nowIso) : undefined;
    const next = await this.#tables.contacts.update(prev, (d) => {
      if (input.name !== undefined) d.name = input.name;
      if (input.firstName !== undefined) d.firstName = input.firstName;
      if (input.lastName !== undefined) d.lastName = input.lastName;
      if (input.jobTitle !== undefined) d.jobTitle = input.jobTitle;
      if (input.companyName !== undefined) d.companyName = input.companyName;
      if (input.linkedinUrl !== undefined) d.linkedinUrl = input.linkedinUrl;
      if (input.locationName !== undefined) d.locationName = input.locationName;
      if (input.locationGeoNameId !== undefined) d.locationGeoNameId = input.locationGeoNameId;
      if (email) {
        const rest = d.emails.slice(1).filter((e) => normalizeEmail(e.email) !== normalizeEmail(email.email));
        d.emails = [{ email: email.email, type: email.type ?? d.emails[0]?.type ?? null }, ...rest];
      } else if (input.emails && input.emails.length === 0) {
        // An empty array sends no email: nothing to replace.
      }
      if (phone) {
        const rest = d.phones.slice(1).filter((p) => normalizePhone(p.phone) !== normalizePhone(phone.phone));
        d.phones = [{ phone: phone.phone, type: phone.type ?? d.phones[0]?.type ?? null }, ...rest];
      }
      if (tags) d.tags = tags;
      d.updatedAt = nowIso;
    });
    this.index.replace(prev, next);
    return next;
  }

  /** Soft delete: archived, out of search, its interactions and cards follow. */
  archive(stale: ContactRecord, nowIso: string): Promise<void> {
    return this.exclusive(async () => {
      const prev = this.#fresh(stale);
      const next = await this.#tables.contacts.update(prev, (d) => {
        d.archivedAt = nowIso;
        d.updatedAt = nowIso;
      });
      this.index.remove(prev);
      for (const listener of this.archiveListeners) await listener(next, { nowIso });
    });
  }

  /** The single read: every field, long strings truncated, privacy applied. */
  toFull(c: ContactRecord): Contact {
    return project(c, this.#hidesContactFields(c) ? 'private' : 'full');
  }

  /**
   * {@link toFull} as JSON text, kept per record for the full view: a record is replaced, never
   * changed, by an update (see `Table.update`), so its text holds for as long as it is the contact.
   * The private view depends on the platform user's settings too: made on every read.
   */
  toFullJson(c: ContactRecord): JsonText<Contact> {
    if (this.#hidesContactFields(c)) return new JsonText(project(c, 'private'));
    let text = this.#fullText.get(c);
    if (!text) {
      text = new JsonText(project(c, 'full'));
      this.#fullText.set(c, text);
    }
    return text;
  }

  readonly #fullText = new WeakMap<ContactRecord, JsonText<Contact>>();

  #hidesContactFields(c: ContactRecord): boolean {
    if (!c.platformUserId) return false;
    return this.#tables.platformUsers.get(c.platformUserId)?.hidesContactFields === true;
  }

  /** The list projection: emails, phones, companyId, locationGeoNameId and updatedAt hidden. */
  toListItem(c: ContactRecord): ContactListItem {
    return project(c, 'list') as ContactListItem;
  }

  list(workspaceId: string, search: string | undefined, page: number, pageSize: number) {
    const terms = search ? fold(search).split(/\s+/).filter(Boolean) : [];
    return takePage(this.index.newestFirst(workspaceId, terms), page, pageSize, (id) =>
      this.toListItem(this.#tables.contacts.get(id)!),
    );
  }
}

function dedupeBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((t) => {
    const k = key(t);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function registerContactRoutes(core: EmulatorCore, contacts: ContactService): void {
  core.route(crm.contacts.list, (ctx, { query }) => {
    const { page, pageSize } = requestedPage(crm.contacts.list, query);
    return contacts.list(ctx.workspaceId, query.search?.trim() || undefined, page, pageSize);
  });

  core.route(crm.contacts.create, async (ctx, { body }) => {
    const { contact, deduplicated } = await contacts.create(ctx.actor, body);
    return { ...contacts.toFull(contact), deduplicated };
  });

  core.route(crm.contacts.get, (ctx, { params }) =>
    contacts.toFullJson(contacts.require(ctx.workspaceId, params.id)),
  );

  core.route(crm.contacts.update, async (ctx, { params, body }) => {
    const prev = contacts.require(ctx.workspaceId, params.id);
    return contacts.toFull(await contacts.update(prev, body, ctx.nowIso));
  });

  core.route(crm.contacts.delete, async (ctx, { params }) => {
    const prev = contacts.require(ctx.workspaceId, params.id);
    await contacts.archive(prev, ctx.nowIso);
    return { id: prev.id, deleted: true as const };
  });
}
