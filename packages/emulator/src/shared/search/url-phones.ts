// Phones in URLs: digits a URL writes as ids, timestamps and sizes are no phones; digits that show a phone's sign are.

/**
 * A run of digits with the separators phone numbers use (spaces, any dash, `~`, `·`, `|`, `,`,
 * `.`, brackets, `/`), optionally after `+` or `00`.
 */
const PHONE_CANDIDATE = /(?:\+|00)?\(?\d[\d\s().,/|·~\u2010-\u2015\u2212-]{5,}\d/gu;
/**
 * A parameter, a scheme or a word that names a phone before the digits: `phone=`, `tel:`, `wa=`,
 * `call=`, `mobile=`, `sms:`, `Tel.`, `phone#`, `call` written against them, `☎`, `📞`.
 */
const PHONE_KEY =
  /(?:(?:^|[^\p{L}\p{N}])(?:tel(?:ephone|efono|éfono|efone)?|(?:mobile|home|work|cell)?[_-]?phone(?:[_-]?(?:number|no))?|mobile|mob|cell|celular|m[oó]vil|call(?:to)?|wa|whats[_-]?app|sms|fax)\s*[=:/.#-]?|[☎📞📱])\s*$/iu;
/**
 * Layouts only phones have: `415-555-0100`, `1 (415) 555 0100`, `06-12-34-56-78`, a trunk `0`
 * and the rest (`06-12345678`, `030/1234567`, `090-1234-5678`), `138-1234-5678`, `555-0100`.
 */
const PHONE_LAYOUT = [
  /^(?:1[-. ])?\(?\d{3}\)?[-. ]\d{3}[-. ]\d{4}$/,
  /^0\d([-. ])\d{2}(?:\1\d{2}){3,}$/,
  /^0\d{1,4}[-/]\d{5,8}$/,
  /^0\d{1,3}-\d{3,4}-\d{4}$/,
  /^\d{3}-\d{4}-\d{4}$/,
  /^\d{3}-\d{4}$/,
];
/** Separators no id, date or size in a URL is written with: a space, dashes other than `-`, `~`, `·`, `|`. */
const UNUSUAL_JOINT = /\d[\s|·~\u2010-\u2015\u2212]+\d/u;

/** 7 to 15 digits, and not a year range, a date or an amount. */
function isUrlPhone(run: string): boolean {
  const digits = run.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  const text = run.trim();
  if (/^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(text)) return false;
  if (/^\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?$/.test(text)) return false;
  if (/^\d{1,3}(?:[.,]\d{3})+\s*[-–]\s*\d{1,3}(?:[.,]\d{3})+$/.test(text)) return false;
  return !/^\d{4}[-/]\d{2}[-/]\d{2}/.test(text) && !/^\d{1,2}[.-]\d{1,2}[.-]\d{2,4}$/.test(text);
}

/**
 * In a URL, plain digit runs and runs joined by `-`, `.` or `/` are ids, timestamps, dates and
 * sizes (`/videos/1700000000123.mp4`, `/1920-1080/`, `/2024/05/01/`): a run of 7 to 15 digits is a
 * phone only when it shows a phone's sign: a leading `+` or `(area code)`, an international `00`
 * prefix, a separator no id uses (a space, `–`, `~`, `·`, `|`), a phone's layout, or a parameter,
 * scheme or word naming it before it (`?phone=…`, `tel:…`, `wa=…`, `Tel.…`, `📞…`).
 */
export function hasUrlPhone(text: string): boolean {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const run = match[0];
    const digits = run.replace(/\D/g, '').length;
    const signed =
      /^[+(]/.test(run) ||
      (/^00[1-9]/.test(run) && digits >= 11) ||
      PHONE_KEY.test(text.slice(Math.max(0, match.index - 24), match.index));
    if (signed && (isUrlPhone(run) || (digits > 15 && leadingPhone(run)))) return true;
    if (!isUrlPhone(run)) continue;
    if (UNUSUAL_JOINT.test(run) || PHONE_LAYOUT.some((layout) => layout.test(run.trim()))) return true;
  }
  return false;
}

/**
 * A signed run too long for one number (`+34612345678-20240101`): a phone at its start. Only the
 * groups of its first 15 digits are tried (a phone has no more), so a long run costs no more.
 */
function leadingPhone(run: string): boolean {
  let prefix = '';
  for (const group of run.split(/(?=[\s()./-]\d)/)) {
    prefix += group;
    if (prefix.replace(/\D/g, '').length > 15) return false;
    if (isUrlPhone(prefix)) return true;
  }
  return false;
}
