import type { Span } from '../scrub-view.ts';
import { charBefore, H } from './scan.ts';

// Profile and messenger links, handles and raw platform ids.

/**
 * Sites where a link reaches a person directly: professional and social networks, messengers,
 * scheduling pages and code hosts (a profile there names the person and offers a way to write to
 * them). A link to one of them with a path is contact data; the bare site name is not.
 */
const PROFILE_SITES = [
  String.raw`linkedin\.com`,
  String.raw`lnkd\.in`,
  String.raw`xing\.com`,
  String.raw`wa\.me`,
  String.raw`whatsapp\.com`,
  String.raw`t\.me`,
  String.raw`telegram\.(?:me|dog)`,
  String.raw`signal\.(?:me|group)`,
  String.raw`m\.me`,
  String.raw`messenger\.com`,
  String.raw`facebook\.com`,
  String.raw`fb\.(?:com|me)`,
  String.raw`instagram\.com`,
  String.raw`instagr\.am`,
  String.raw`twitter\.com`,
  String.raw`x\.com`,
  String.raw`tiktok\.com`,
  String.raw`threads\.(?:net|com)`,
  String.raw`bsky\.app`,
  String.raw`discord\.(?:gg|com)`,
  String.raw`skype\.com`,
  String.raw`line\.me`,
  String.raw`calendly\.com`,
  String.raw`cal\.com`,
  String.raw`github\.com`,
  String.raw`gitlab\.com`,
];
/**
 * The site's name and the path: the scheme and subdomains before it are part of the same token
 * and go with it (see scrub.ts). A name glued to a longer one (`notlinkedin.com`) is another site.
 */
const PROFILE_LINK = new RegExp(
  String.raw`(?:${PROFILE_SITES.join('|')})(?![\p{L}\p{N}-])(?::\d+)?${H}?\/[^\s<>"'()\[\]{}]+`,
  'giu',
);

/** A handle on its own: `@ana_dev`, `@ana.fotos` (not the `@` inside an address: see findHandles). */
const AT_HANDLE = /@[\p{L}\p{N}_](?:[\p{L}\p{N}\p{M}_.-]*[\p{L}\p{N}_])?/gu;
/** The networks and messengers whose name, with a colon, introduces a handle. */
const HANDLE_LABELS = [
  `linked${H}?-?in`,
  'xing',
  'skype',
  'telegram',
  `whats${H}?-?app`,
  'signal',
  `we${H}?-?chat`,
  'weixin',
  'viber',
  'discord',
  'instagram',
  'insta',
  'ig',
  String.raw`twitter(?:${H}*\/${H}*x)?`,
  String.raw`x${H}*\/${H}*twitter`,
  'tiktok',
  'facebook',
  'fb',
  'messenger',
  'snapchat',
  'github',
  'gitlab',
  'threads',
  'mastodon',
  'bluesky',
  'bsky',
];
const HANDLE_QUALIFIERS = [
  'profile',
  'profil',
  'perfil',
  'id',
  'name',
  'username',
  'user',
  'usuario',
  'usuário',
  'handle',
  'account',
  'cuenta',
  'conta',
  'number',
  'número',
  'numero',
  'nummer',
  'nr',
  'no',
  'url',
  'link',
  'page',
  'página',
  'pagina',
];
/**
 * A label of contact data at the end of a text (`LinkedIn:`, `Skype ID =`, `E-mail:`, `Tel.`,
 * `WhatsApp`): cut with the data from short fields.
 */
export const CONTACT_LABEL_AT_END = new RegExp(
  String.raw`(?:^|(?<=[^\p{L}\p{N}]))(?:${HANDLE_LABELS.join('|')}|e-?mail|correo(?:${H}+electr[oó]nico)?|mail|tel[eé]fono|telefone|telefoon|tel|tfno|phone|mobile|m[oó]vil|celular|contact[oe]?)(?:${H}+(?:${HANDLE_QUALIFIERS.join('|')}))?${H}*[:=.]?${H}*$`,
  'iu',
);
/** `LinkedIn: ana-silva`, `Skype ID = live:ana`, `Instagram handle: @ana`: the handle (group 1) goes, the label stays. */
const LABELLED_HANDLE = new RegExp(
  String.raw`(?:${HANDLE_LABELS.join('|')})(?:${H}+(?:${HANDLE_QUALIFIERS.join('|')}))?${H}*[:=]${H}*([^\s,;]+)`,
  'dgiu',
);
/** A LinkedIn profile path after the word, without the host: `LinkedIn in/jdoe`, `linkedin /in/jane-doe`. */
const LINKEDIN_PATH = new RegExp(
  String.raw`linked${H}?-?in${H}*[:=>|\-–—]*${H}*(\/?${H}*(?:in|pub|company)${H}*\/${H}*[\p{L}\p{N}%_\-]+(?:[.\/][\p{L}\p{N}%_\-]+)*)`,
  'dgiu',
);
/** Links that call or write to someone: `tel:+34…`, `mailto:…`, `skype:ana?call`, `whatsapp://send?phone=…`. */
const CONTACT_SCHEME =
  /(?:mailto|tel|callto|sms|skype|whatsapp|tg|viber|facetime|weixin|signal|sgnl):[^\s<>"')\]]+/giu;
/** A Skype id (`live:ana.silva`, `live:.cid.1a2b`). */
const SKYPE_ID = /live:\.?[\p{L}\p{N}_][\p{L}\p{N}_.-]*/gu;
const PLATFORM_ID = /\b[0-9a-fA-F]{24}\b/g;
const WORD_CHAR = /^[\p{L}\p{N}\p{M}]$/u;
/** What may not stand right before a site's name (`notlinkedin.com`) or a handle's `@` (`ana@x`). */
const SITE_GLUE = /^[\p{L}\p{N}\p{M}_-]$/u;
const HANDLE_GLUE = /^[\p{L}\p{N}\p{M}_.@+-]$/u;

/**
 * Whether a match at `i` starts a word: the character before it is none of `glue`. (Checked here
 * rather than by a lookbehind, which would make the regex try every position of the text.)
 */
function startsWord(view: string, i: number, glue: RegExp = WORD_CHAR): boolean {
  return i === 0 || !glue.test(charBefore(view, i));
}

export function findLinks(view: string, found: Span[]): void {
  for (const m of view.matchAll(PROFILE_LINK)) {
    if (startsWord(view, m.index, SITE_GLUE)) found.push([m.index, m.index + m[0].length]);
  }
}

export function findHandles(view: string, found: Span[]): void {
  if (view.includes('@')) {
    for (const m of view.matchAll(AT_HANDLE)) {
      if (startsWord(view, m.index, HANDLE_GLUE)) found.push([m.index, m.index + m[0].length]);
    }
  }
  if (view.includes('/')) {
    for (const m of view.matchAll(LINKEDIN_PATH)) {
      if (startsWord(view, m.index)) found.push(m.indices![1]! as Span);
    }
  }
  if (!view.includes(':') && !view.includes('=')) return;
  for (const m of view.matchAll(LABELLED_HANDLE)) {
    if (startsWord(view, m.index)) found.push(m.indices![1]! as Span);
  }
  if (!view.includes(':')) return;
  for (const pattern of [CONTACT_SCHEME, SKYPE_ID]) {
    for (const m of view.matchAll(pattern)) {
      if (startsWord(view, m.index)) found.push([m.index, m.index + m[0].length]);
    }
  }
}

/** A platform id: 24 hexadecimal characters standing alone, digits among them (an ObjectId starts with its time). */
export function findPlatformIds(view: string, found: Span[]): void {
  for (const m of view.matchAll(PLATFORM_ID)) {
    const end = m.index + m[0].length;
    const alone =
      startsWord(view, m.index) &&
      (end === view.length || !WORD_CHAR.test(String.fromCodePoint(view.codePointAt(end)!)));
    if (alone && /\d/.test(m[0])) found.push([m.index, end]);
  }
}
