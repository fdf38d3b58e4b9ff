import { fold } from '../../shared/text/fold.ts';
import type { ContactRecord } from '../../store/schemas.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Digits only (a leading + and formatting dropped), so "+1 (555) 010-2030" matches "15550102030". */
export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** The text a search matches: name, company, job titles, skills, industry, education, emails, phones. */
export function searchTextOf(c: ContactRecord): string {
  const parts = [
    c.name,
    c.firstName,
    c.lastName,
    c.companyName,
    ...c.jobTitle,
    ...c.skills,
    c.industry,
    ...c.education,
    ...c.emails.map((e) => e.email),
    ...c.phones.map((p) => p.phone),
    ...c.phones.map((p) => normalizePhone(p.phone)),
  ];
  return fold(parts.filter(Boolean).join('\n'));
}

interface WorkspaceIndex {
  /** Active contacts, oldest first (creation order); lists read it backwards. */
  order: string[];
  /** Position of each id in `order`, to drop archived contacts without a scan. */
  position: Map<string, number>;
  byEmail: Map<string, Set<string>>;
  byPhone: Map<string, Set<string>>;
  byPlatformUser: Map<string, string>;
  searchText: Map<string, string>;
  /** Tombstones in `order` since the last compaction. */
  holes: number;
}

/**
 * Per-workspace indexes over active contacts: newest-first order, de-duplication keys and search
 * text. Archived contacts leave every index.
 */
export class ContactIndex {
  #ws = new Map<string, WorkspaceIndex>();

  clear(): void {
    this.#ws.clear();
  }

  #get(workspaceId: string): WorkspaceIndex {
    let w = this.#ws.get(workspaceId);
    if (!w) {
      w = {
        order: [],
        position: new Map(),
        byEmail: new Map(),
        byPhone: new Map(),
        byPlatformUser: new Map(),
        searchText: new Map(),
        holes: 0,
      };
      this.#ws.set(workspaceId, w);
    }
    return w;
  }

  add(c: ContactRecord): void {
    const w = this.#get(c.workspaceId);
    w.position.set(c.id, w.order.length);
    w.order.push(c.id);
    this.#addKeys(w, c);
  }

  /** Re-index after an update (keys and search text may have changed). */
  replace(prev: ContactRecord, next: ContactRecord): void {
    const w = this.#get(prev.workspaceId);
    this.#removeKeys(w, prev);
    this.#addKeys(w, next);
  }

  remove(c: ContactRecord): void {
    const w = this.#get(c.workspaceId);
    this.#removeKeys(w, c);
    const pos = w.position.get(c.id);
    if (pos !== undefined) {
      w.order[pos] = '';
      w.position.delete(c.id);
      w.holes++;
      if (w.holes > 64 && w.holes > w.order.length / 4) this.#compact(w);
    }
  }

  #compact(w: WorkspaceIndex): void {
    w.order = w.order.filter(Boolean);
    w.position.clear();
    w.order.forEach((id, i) => {
      w.position.set(id, i);
    });
    w.holes = 0;
  }

  #addKeys(w: WorkspaceIndex, c: ContactRecord): void {
    for (const e of c.emails) addTo(w.byEmail, normalizeEmail(e.email), c.id);
    for (const p of c.phones) {
      const n = normalizePhone(p.phone);
      if (n) addTo(w.byPhone, n, c.id);
    }
    if (c.platformUserId) w.byPlatformUser.set(c.platformUserId, c.id);
    w.searchText.set(c.id, searchTextOf(c));
  }

  #removeKeys(w: WorkspaceIndex, c: ContactRecord): void {
    for (const e of c.emails) removeFrom(w.byEmail, normalizeEmail(e.email), c.id);
    for (const p of c.phones) removeFrom(w.byPhone, normalizePhone(p.phone), c.id);
    if (c.platformUserId && w.byPlatformUser.get(c.platformUserId) === c.id)
      w.byPlatformUser.delete(c.platformUserId);
    w.searchText.delete(c.id);
  }

  byEmail(workspaceId: string, email: string): ReadonlySet<string> {
    return this.#ws.get(workspaceId)?.byEmail.get(normalizeEmail(email)) ?? EMPTY;
  }

  byPhone(workspaceId: string, phone: string): ReadonlySet<string> {
    const n = normalizePhone(phone);
    return (n && this.#ws.get(workspaceId)?.byPhone.get(n)) || EMPTY;
  }

  byPlatformUser(workspaceId: string, platformUserId: string): string | undefined {
    return this.#ws.get(workspaceId)?.byPlatformUser.get(platformUserId);
  }

  /** Ids of active contacts newest first, only those whose text holds every search term. */
  *newestFirst(workspaceId: string, terms: readonly string[]): Generator<string> {
    const w = this.#ws.get(workspaceId);
    if (!w) return;
    for (let i = w.order.length - 1; i >= 0; i--) {
      const id = w.order[i]!;
      if (!id) continue;
      if (terms.length > 0) {
        const text = w.searchText.get(id)!;
        if (!terms.every((t) => text.includes(t))) continue;
      }
      yield id;
    }
  }
}

const EMPTY: ReadonlySet<string> = new Set();

function addTo(map: Map<string, Set<string>>, key: string, id: string): void {
  let s = map.get(key);
  if (!s) {
    s = new Set();
    map.set(key, s);
  }
  s.add(id);
}

function removeFrom(map: Map<string, Set<string>>, key: string, id: string): void {
  const s = map.get(key);
  if (!s) return;
  s.delete(id);
  if (s.size === 0) map.delete(key);
}
