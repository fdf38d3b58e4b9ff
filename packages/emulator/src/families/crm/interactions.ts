import { operations, parseIsoDate } from '@platform-api/sdk/operations';
import type { Interaction, InteractionTypeCatalog } from '@platform-api/sdk/schemas';
import type { EmulatorCore } from '../../engine/core.ts';
import { HttpError } from '../../engine/errors.ts';
import { requestedPage, takePage } from '../../engine/paging.ts';
import { type InteractionRecord, interactionRecordSchema } from '../../store/crm-interactions-resumes.ts';
import { Table } from '../../store/table.ts';
import type { ContactService } from './contacts.ts';
import {
  INTERACTION_TYPE_CATALOG,
  INTERACTION_TYPE_NAMES,
  lookupInteractionType,
} from './interaction-catalog.ts';

const { crm } = operations;

/** `400 UNKNOWN_INTERACTION_TYPE`; `details` holds one `{ field: 'type', message: <name> }` per valid name. */
function unknownType(given: string): HttpError {
  return new HttpError(
    'UNKNOWN_INTERACTION_TYPE',
    `Unknown interaction type ${JSON.stringify(given)}. Use a name from GET /public/interaction-types, e.g. ${INTERACTION_TYPE_NAMES.slice(0, 3).join(', ')}; details lists every valid name.`,
    { details: INTERACTION_TYPE_NAMES.map((name) => ({ field: 'type', message: name })) },
  );
}

/** The catalog answer: fixed, the same for every workspace. */
const CATALOG: InteractionTypeCatalog = {
  categories: INTERACTION_TYPE_CATALOG.map((c) => ({
    category: c.category,
    label: c.label,
    types: c.types.map((t) => ({ name: t.name, label: t.label })),
  })),
};

/** A contact's timeline: its entries' ids in logging order. */
type Timeline = string[];

/**
 * Interactions: the timeline entries of contacts. Entries are never de-duplicated; they are
 * soft-deleted with their contact.
 */
export class InteractionService {
  readonly table: Table<typeof interactionRecordSchema>;
  readonly #core: EmulatorCore;
  #byContact = new Map<string, Timeline>();

  constructor(core: EmulatorCore) {
    this.#core = core;
    // Exported, imported and reset with the rest of the state.
    this.table = core.state.addTable(new Table('interactions', interactionRecordSchema));
  }

  reset(): void {
    this.#byContact.clear();
  }

  rebuild(): void {
    this.reset();
    for (const r of this.table.all()) if (!r.archivedAt) this.#timeline(r.contactId).push(r.id);
  }

  #timeline(contactId: string): Timeline {
    let t = this.#byContact.get(contactId);
    if (!t) {
      t = [];
      this.#byContact.set(contactId, t);
    }
    return t;
  }

  async log(
    ctx: { orgId: string; workspaceId: string; userId: string | null; nowIso: string; nowMs: number },
    contactId: string,
    input: { type: string; notes?: string | undefined; date?: string | undefined },
  ): Promise<InteractionRecord> {
    const type = lookupInteractionType(input.type);
    if (!type) throw unknownType(input.type);
    const dateMs = input.date === undefined ? ctx.nowMs : parseIsoDate(input.date)!;
    const record = await this.table.insert({
      id: this.#core.newId(),
      orgId: ctx.orgId,
      workspaceId: ctx.workspaceId,
      contactId,
      type: type.name,
      category: type.category,
      notes: input.notes ?? null,
      date: new Date(dateMs).toISOString(),
      scheduled: dateMs > ctx.nowMs,
      tags: [],
      authorId: ctx.userId,
      createdAt: ctx.nowIso,
      archivedAt: null,
    });
    this.#timeline(contactId).push(record.id);
    return record;
  }

  /** Newest first by `date`, then by logging order (later first); optionally one type only. */
  list(contactId: string, page: number, pageSize: number, type?: string) {
    const ids = this.#byContact.get(contactId) ?? [];
    const entries: { r: InteractionRecord; at: number; seq: number }[] = [];
    ids.forEach((id, seq) => {
      const r = this.table.get(id);
      if (!r || r.archivedAt || (type !== undefined && r.type !== type)) return;
      entries.push({ r, at: Date.parse(r.date), seq });
    });
    entries.sort((a, b) => b.at - a.at || b.seq - a.seq);
    return takePage(entries, page, pageSize, (e) => toPublic(e.r));
  }

  /** The contact was archived: its entries go with it (kept, never read again). */
  async archiveFor(contactId: string, nowIso: string): Promise<void> {
    for (const id of this.#byContact.get(contactId) ?? []) {
      const r = this.table.get(id);
      if (r && !r.archivedAt) {
        await this.table.update(r, (d) => {
          d.archivedAt = nowIso;
        });
      }
    }
    this.#byContact.delete(contactId);
  }
}

export function toPublic(r: InteractionRecord): Interaction {
  return {
    id: r.id,
    contactId: r.contactId,
    type: r.type,
    category: r.category,
    notes: r.notes,
    date: r.date,
    scheduled: r.scheduled,
    tags: r.tags.map((t) => ({ id: t.id, name: t.name })),
    authorId: r.authorId,
    createdAt: r.createdAt,
  };
}

export function registerInteractionRoutes(
  core: EmulatorCore,
  contacts: ContactService,
  interactions: InteractionService,
): void {
  contacts.archiveListeners.push((contact, { nowIso }) => interactions.archiveFor(contact.id, nowIso));

  core.route(crm.interactionTypes, () => CATALOG);

  core.route(crm.contacts.interactions.log, async (ctx, { params, body }) => {
    if (!lookupInteractionType(body.type)) throw unknownType(body.type);
    const contact = contacts.require(ctx.workspaceId, params.id);
    // One reading of the clock, so `scheduled` and `createdAt` agree.
    const nowMs = core.clock.nowMs();
    const record = await interactions.log(
      { ...ctx.actor, nowIso: new Date(nowMs).toISOString(), nowMs },
      contact.id,
      body,
    );
    return toPublic(record);
  });

  core.route(crm.contacts.interactions.list, (ctx, { params, query }) => {
    let type: string | undefined;
    if (query.type !== undefined) {
      type = lookupInteractionType(query.type)?.name;
      if (!type) throw unknownType(query.type);
    }
    const contact = contacts.require(ctx.workspaceId, params.id);
    const { page, pageSize } = requestedPage(crm.contacts.interactions.list, query);
    return interactions.list(contact.id, page, pageSize, type);
  });
}
