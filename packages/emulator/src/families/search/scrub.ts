/**
 * Scrubbing of contact data from public search results: candidates and jobs never show an e-mail
 * address, a phone number, a LinkedIn link or a raw platform id, whatever the source text holds.
 * What is removed leaves a neutral marker in running text, so a sentence still reads.
 */
export const SCRUBBED = '[contact hidden]';

const EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\]|\{at\}|\s(?:at|arroba)\s)\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\]|\{dot\}|\s(?:dot|punto|ponto)\s)\s*[\p{L}\p{N}-]+)*\s*(?:\.|\(dot\)|\[dot\]|\{dot\}|\s(?:dot|punto|ponto)\s)\s*\p{L}{2,}/giu;
// A link's path stops before trailing punctuation: "see linkedin.com/in/ada." keeps its full stop.
const LINKEDIN =
  /(?:https?:\/\/)?(?:[\w-]+\.)?(?:linkedin\.com|lnkd\.in)(?:\/(?:[^\s<>"')\]]*[^\s<>"')\].,;:!?])?)?/giu;
const URL_WITH_CONTACT =
  /(?:https?:\/\/)?(?:wa\.me|api\.whatsapp\.com|t\.me|calendly\.com)\/(?:[^\s<>"')\]]*[^\s<>"')\].,;:!?])?/giu;
const RAW_ID = /\b[0-9a-f]{24}\b/giu;
/** A run of digits with the separators phone numbers use, optionally after `+` or in `( )`. */
const PHONE_CANDIDATE = /(?:\+|00)?\(?\d[\d\s().-]{5,}\d/gu;

function isPhone(text: string): boolean {
  const digits = text.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  // Years and year ranges ("2019-2024", "2024"), dates and money ("45.000", "45,000.50") are not phones.
  if (/^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(text.trim())) return false;
  if (/^\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?$/.test(text.trim())) return false;
  if (/^\d{1,3}(?:[.,]\d{3})+\s*[-–]\s*\d{1,3}(?:[.,]\d{3})+$/.test(text.trim())) return false;
  if (/^\d{4}-\d{2}-\d{2}/.test(text.trim()) || /^\d{1,2}[.-]\d{1,2}[.-]\d{2,4}$/.test(text.trim()))
    return false;
  return true;
}

/**
 * A run of digits and separators: a phone, or several written side by side ("555 010 9999 (092)
 * 3271 7847"), each scrubbed, or no phone at all (years, money, dates) left as it is.
 */
function scrubPhones(run: string): string {
  if (isPhone(run)) return SCRUBBED;
  if (run.replace(/\D/g, '').length <= 15) return run;
  // Too many digits for one number: the longest phone from each position, left to right.
  const parts = run.split(/(?=\s)/);
  const out: string[] = [];
  for (let i = 0; i < parts.length; ) {
    let taken = 0;
    for (let j = parts.length; j > i; j--) {
      const piece = parts.slice(i, j).join('').trim();
      if (isPhone(piece)) {
        taken = j - i;
        break;
      }
    }
    if (taken > 0) {
      out.push(`${/^\s/.test(parts[i]!) ? ' ' : ''}${SCRUBBED}`);
      i += taken;
    } else {
      out.push(parts[i]!);
      i++;
    }
  }
  return out.join('');
}

/** `text` without contact data; null stays null. */
export function scrubContactData(text: string): string;
export function scrubContactData(text: string | null): string | null;
export function scrubContactData(text: string | null): string | null {
  if (text === null) return null;
  const out = text
    .replace(EMAIL, SCRUBBED)
    .replace(LINKEDIN, SCRUBBED)
    .replace(URL_WITH_CONTACT, SCRUBBED)
    .replace(RAW_ID, SCRUBBED)
    .replace(PHONE_CANDIDATE, scrubPhones);
  // Markers next to each other (a phone split by a marker, "email / phone") read as one.
  return out
    .replace(/\[contact hidden\](?:[\s,;/|·-]*\[contact hidden\])+/g, SCRUBBED)
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** For short fields (names, skills): contact data removed entirely, not marked. */
export function scrubShort(text: string | null): string | null {
  if (text === null) return null;
  const scrubbed = scrubContactData(text);
  if (!scrubbed.includes(SCRUBBED)) return scrubbed === '' ? null : scrubbed;
  // Where contact data was cut out, the separators around it go too ("Ana — ana@x.com" → "Ana").
  const out = scrubbed
    .replace(/[\s,;:|/·•–—-]*\[contact hidden\][\s,;:|/·•–—-]*/g, ' ')
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return out === '' ? null : out;
}

/**
 * A link that carries contact data (a LinkedIn profile, an address, a phone or a platform id in
 * it) is no link at all. Percent-escapes are decoded first (`%40`, `%2B`).
 */
export function scrubUrl(url: string | null): string | null {
  if (url === null) return null;
  const parts = /^https?:\/\/([^/?#]*)(.*)$/is.exec(url);
  if (!parts) return null;
  const decoded = decodeUrl(url);
  for (const pattern of [EMAIL, LINKEDIN, URL_WITH_CONTACT, RAW_ID]) {
    if (decoded.search(pattern) >= 0) return null;
  }
  // Phones are looked for after the host and in a user name before it (a host's digits, an IP
  // address, are no phone).
  const authority = parts[1]!;
  const userinfo = authority.includes('@') ? authority.slice(0, authority.lastIndexOf('@')) : '';
  return hasUrlPhone(decodeUrl(`${userinfo}/${parts[2]!}`)) ? null : url;
}

/**
 * A parameter or scheme that names a phone: `phone=`, `tel:`, `wa=`, `call=`, `mobile=`, `sms:`, ...
 * (`[_-]` allowed inside: `phone_number=`, `mobile-phone=`).
 */
const PHONE_KEY =
  /(?:^|[^\p{L}\p{N}])(?:tel(?:ephone|efono|éfono|efone)?|(?:mobile|home|work|cell)?[_-]?phone(?:[_-]?(?:number|no))?|mobile|mob|cell|celular|m[oó]vil|call(?:to)?|wa|whats[_-]?app|sms|fax)\s*[=:/]\s*$/iu;
/** Layouts only phones have: `415-555-0100`, `1 (415) 555 0100`, `06-12-34-56-78`. */
const PHONE_LAYOUT = [/^(?:1[-. ])?\(?\d{3}\)?[-. ]\d{3}[-. ]\d{4}$/, /^0\d([-. ])\d{2}(?:\1\d{2}){3,}$/];

/**
 * In a URL, plain digit runs are ids, timestamps and sizes (`/videos/1700000000123.mp4`,
 * `/1920-1080/`): a run of 7 to 15 digits is a phone only when it shows a phone's sign: a leading
 * `+` or `(area code)`, an international `00` prefix, digits grouped by spaces, a phone's layout, or
 * a parameter or scheme naming it (`?phone=…`, `tel:…`, `wa=…`).
 */
function hasUrlPhone(text: string): boolean {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const run = match[0];
    const digits = run.replace(/\D/g, '').length;
    const signed =
      /^[+(]/.test(run) ||
      (/^00[1-9]/.test(run) && digits >= 11) ||
      PHONE_KEY.test(text.slice(0, match.index));
    if (signed && (isPhone(run) || (digits > 15 && leadingPhone(run)))) return true;
    if (!isPhone(run)) continue;
    const groups = run.trim().split(/\s+/);
    if (groups.length >= 3 || PHONE_LAYOUT.some((layout) => layout.test(run))) return true;
  }
  return false;
}

/** A signed run too long for one number (`+34612345678-20240101`): a phone at its start. */
function leadingPhone(run: string): boolean {
  const groups = run.split(/(?=[\s().-]\d)/);
  for (let j = groups.length - 1; j > 0; j--) if (isPhone(groups.slice(0, j).join(''))) return true;
  return false;
}

/**
 * Percent-escapes decoded, a malformed one left as it is (`decodeURIComponent` would give up on the
 * whole string); up to three passes, for a link escaped twice (`%252B`).
 */
function decodeUrl(url: string): string {
  let out = url;
  for (let i = 0; i < 3; i++) {
    const next = out.replace(/(?:%[0-9A-Fa-f]{2})+/g, (seq) => {
      try {
        return decodeURIComponent(seq);
      } catch {
        return seq.replace(/%([0-7][0-9A-Fa-f])/g, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        );
      }
    });
    if (next === out) break;
    out = next;
  }
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML as readable plain text: blocks become line breaks, entities decoded, scripts and styles dropped. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr|ul|ol)\s*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
