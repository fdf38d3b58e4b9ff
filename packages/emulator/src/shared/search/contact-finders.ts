import { findAddresses } from './contact-finders/addresses.ts';
import { findHandles, findLinks, findPlatformIds } from './contact-finders/links.ts';
import { findPhones } from './contact-finders/phones.ts';
import type { Span } from './scrub-view.ts';

/**
 * The finders of contact data (one file each in `contact-finders/`), each one linear scan of the
 * detection view (see `scrub-view.ts`) that reports the spans it finds. They are independent: what two of them find is joined later,
 * so no finder needs to know what another one found. What a finder reports is the core of the
 * contact data; `scrub.ts` grows it to the whole token and writes the result.
 *
 * - addresses: `ana@x.com`, `ana (at) x (dot) com`, `ana [at] x [dot] com`, `ana arroba x punto com`,
 *   `john dot doe at gmail dot com`: from the start of the local part to the end of the domain;
 * - profile and messenger links: `linkedin.com/in/ana`, `wa.me/346…`, `t.me/ana`, `github.com/ana`;
 * - handles: `@ana_dev`, `LinkedIn: ana-silva`, `Skype: live:ana`, `linkedin /in/ana`, `tel:…`;
 * - phone numbers: 7 to 15 digits in the groupings people write them in;
 * - raw platform ids: 24 hexadecimal characters with digits among them.
 */
export function findContactData(view: string, phones: 'text' | 'none'): Span[] {
  const found: Span[] = [];
  // Most short texts hold none of what every finder needs (an at sign or its word, a colon, an
  // equals sign, a slash, a digit): they are spared the finders.
  if (!MAYBE_CONTACT.test(view)) return found;
  findAddresses(view, found);
  if (view.includes('/')) findLinks(view, found);
  findHandles(view, found);
  if (phones === 'text') findPhones(view, found);
  findPlatformIds(view, found);
  return found;
}

/** What a text holds when any finder can find something in it. */
const MAYBE_CONTACT = /[0-9@:=/]|\b(?:at|arroba|apenstaartje)\b/i;
