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

/** A link that carries contact data (a LinkedIn profile, an address in the path) is no link at all. */
export function scrubUrl(url: string | null): string | null {
  if (url === null) return null;
  const decoded = safeDecode(url);
  if (!/^https?:\/\//i.test(url)) return null;
  for (const pattern of [EMAIL, LINKEDIN, URL_WITH_CONTACT, RAW_ID]) {
    if (decoded.search(pattern) >= 0) return null;
  }
  return url;
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
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
