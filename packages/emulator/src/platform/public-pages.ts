import { scrubber } from '../shared/search/scrubber.ts';

/** Where public job pages live (`{site_url}` of the spec, for the emulator). */
export const JOB_SITE_URL = 'https://www.platform.example';

/**
 * A title as a URL slug: contact data left out (a slug is public), accents folded, lower-case
 * words joined by hyphens, at most 80 characters. Needs the scrubber loaded (`loadScrubber()`).
 */
export function slugify(title: string): string {
  return (
    (scrubber().scrubShort(title) ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'job'
  );
}

/** A job's public page: `{site_url}/job/<slug>`, or `/empleo/<slug>` in Spanish; null without a page. */
export function applyUrlOf(slug: string | null, language: string | null): string | null {
  if (slug === null) return null;
  return `${JOB_SITE_URL}/${language === 'es' ? 'empleo' : 'job'}/${slug}`;
}

/** Where the service hosts media (videos, thumbnails, avatars) for the emulator's pools. */
export const CDN = 'https://cdn.platform.example';
