import type { Contact } from '@platform-api/sdk/schemas';
import type { ContactRecord } from '../../store/schemas.ts';

// How a stored contact is read: the full view, the privacy view and the list projection.

const TRUNCATE_AT = 150;
const TRUNCATION_MARKER = '... [truncated]';

/** Over 150 characters (code points, as every length rule counts: an emoji is one), cut at 150 plus the marker. */
export function truncate(s: string | null): string | null {
  // A string of at most 150 UTF-16 units has at most 150 characters: the common case costs nothing.
  if (s === null || s.length <= TRUNCATE_AT) return s;
  const chars = Array.from(s);
  return chars.length > TRUNCATE_AT ? chars.slice(0, TRUNCATE_AT).join('') + TRUNCATION_MARKER : s;
}

/**
 * A contact as read: long strings truncated. `list` hides what the list projection hides (rule 1);
 * `private` hides the emails and phones of a platform user whose privacy settings block them (rule 3).
 */
export function project(c: ContactRecord, view: 'full' | 'private' | 'list'): Contact {
  const list = view === 'list';
  const hideContactFields = view !== 'full';
  return {
    id: c.id,
    name: truncate(c.name),
    firstName: truncate(c.firstName),
    lastName: truncate(c.lastName),
    jobTitle: c.jobTitle.map((t) => truncate(t)!),
    companyName: truncate(c.companyName),
    companyId: list ? null : c.companyId,
    emails: hideContactFields ? [] : c.emails.map((e) => ({ email: e.email, type: e.type })),
    phones: hideContactFields ? [] : c.phones.map((p) => ({ phone: p.phone, type: p.type })),
    linkedinUrl: truncate(c.linkedinUrl),
    locationName: truncate(c.locationName),
    locationGeoNameId: list ? null : c.locationGeoNameId,
    tags: c.tags.map((t) => ({ id: t.id, name: truncate(t.name)! })),
    hasResume: c.hasResume,
    resumeCount: c.resumeCount,
    platformUserId: c.platformUserId,
    linkedPlatformUser: c.linkedPlatformUser,
    createdAt: c.createdAt,
    updatedAt: list ? null : c.updatedAt,
  };
}
