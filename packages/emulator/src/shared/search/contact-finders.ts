import { findAddresses } from './contact-finders/addresses.ts';
import { findHandles } from './contact-finders/handles.ts';
import { findLinks, findPlatformIds } from './contact-finders/links.ts';
import { findMailWords } from './contact-finders/mail-words.ts';
import { findSpelledDigits, findVanityNumbers } from './contact-finders/phone-words.ts';
import { findPhones } from './contact-finders/phones.ts';
import type { Found } from './scrub-view.ts';

/**
 * The finders of contact data (one file each in `contact-finders/`), each one linear scan of the
 * detection view (see `scrub-view.ts`) that reports the spans it finds. They are independent: what
 * two of them find is joined later, so no finder needs to know what another one found. What a
 * finder reports is the core of the contact data; `scrub.ts` grows it to the whole token and
 * writes the result.
 *
 * - addresses: `ana@x.com`, `ana (at) x (dot) com`, `ana arroba x punto com`, `ana arobase x point
 *   fr`, `john dot doe at gmail dot com`, `ana-at-x-dot-com`, `ana at gmail`, `my gmail is ana`:
 *   from the start of the local part to the end of the domain;
 * - links to a person's page: `linkedin.com/in/ana`, `wa.me/346…`, `t.me/ana`, `linktr.ee/ana`,
 *   `calendly.com/ana`, `github.com/ana`, `ana.github.io`, any site's `/in/ana`, `/@ana`;
 * - handles: `@ana_dev`, `LinkedIn: ana-silva`, `Skype ID ana`, `LinkedIn (ana)`, `ana#4821`, `tel:…`;
 * - phone numbers: 7 to 15 digits in the groupings people write them in, spelled out, vanity;
 * - raw platform ids: 24 hexadecimal characters.
 */
export function findContactData(view: string, phones: 'text' | 'none'): Found[] {
  const found: Found[] = [];
  findAddresses(view, found);
  findMailWords(view, found);
  findLinks(view, found);
  findHandles(view, found);
  if (phones === 'text') {
    findPhones(view, found);
    findSpelledDigits(view, found);
    findVanityNumbers(view, found);
  }
  findPlatformIds(view, found);
  return found;
}
