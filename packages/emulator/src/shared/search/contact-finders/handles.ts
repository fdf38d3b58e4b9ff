import type { Found } from '../scrub-view.ts';
import { charBefore, H } from './scan.ts';

// Handles: `@ana_dev`, `LinkedIn: ana-silva`, `Skype ID ana.s`, `微信：ana88`, `ana#4821`, `in/ana-dev`.

/** The networks and messengers whose name introduces a handle (any case). */
const HANDLE_LABELS = [
  `linked${H}?-?in`,
  'xing',
  'skype',
  'telegram',
  `whats${H}?-?app`,
  'signal',
  `we${H}?-?chat`,
  'weixin',
  '微信号?',
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
  `kakao${H}?(?:talk)?`,
  'zalo',
  'kik',
  'threema',
  'imessage',
  'keybase',
];
/** Abbreviations that are labels in capitals only (`LI: ana`, `VX: ana`, `LINE ID: ana`, `QQ: 1234…`). */
const CAPITAL_LABELS = 'LI|VX|WX|LINE|QQ|TG|IG';
const HANDLE_QUALIFIERS = [
  'profile',
  'profil',
  'profiel',
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
const QUALIFIER = `(?:(?:${H}|-)+(?:${HANDLE_QUALIFIERS.join('|')}))?`;
/**
 * What separates a label from its handle: `:`, `=`, a dash (`LinkedIn - ana`, `LinkedIn — ana`),
 * `as` (`find me on LinkedIn as ana`), or nothing after a qualifier (`Skype ID ana`).
 */
const SEPARATOR = String.raw`${H}*(?:[:=]|[-–—]|${H}as)${H}*`;
const LABEL = `(?:${HANDLE_LABELS.join('|')})`;
/** A network's label at the end of a text: what goes with a handle or a link cut from a short field. */
export const NETWORK_LABEL_AT_END = new RegExp(
  String.raw`(?:^|(?<=[^\p{L}\p{N}]))(?:${LABEL}|${CAPITAL_LABELS})${QUALIFIER}${H}*(?:[:=]|[-–—])?${H}*$`,
  'iu',
);
/** `LinkedIn: ana-silva`, `Skype ID = live:ana`, `LinkedIn - ana`, `Skype ID ana`: the handle (group 1) goes, the label stays. */
const LABELLED = new RegExp(
  String.raw`${LABEL}(?:${QUALIFIER}${SEPARATOR}|(?:${H}|-)+(?:${HANDLE_QUALIFIERS.join('|')})${H}+)([^\s,;)]+)`,
  'dgiu',
);
/** The same after a label in capitals (`LINE ID: ana`, `QQ: 1234…`): never `line: …` in a sentence. */
const CAPITAL_LABELLED = new RegExp(
  String.raw`(?:${CAPITAL_LABELS})(?:${H}+ID)?${H}*[:=]${H}*([^\s,;)]+)`,
  'dgu',
);
/**
 * Names of networks, for a cheap look before the label patterns (each of HANDLE_LABELS and
 * CAPITAL_LABELS starts with one): most texts hold none. Whether the name starts a word is left to
 * the patterns: a lookbehind first would make this look try every position of the text (4 times slower).
 */
const NETWORK_NAME =
  /(?:linked|xing|skype|telegram|whats|signal|we[^\S\n]?-?chat|weixin|viber|discord|insta|twitter|x[^\S\n]*\/|tiktok|facebook|messenger|snapchat|git(?:hub|lab)|threads|mastodon|bluesky|bsky|kakao|threema|imessage|keybase|(?:ig|fb|li|vx|wx|line|qq|tg|kik|zalo)(?![\p{L}\p{N}]))|微信/iu;
/** `LinkedIn (ana)`, `LinkedIn ana-s`, `WeChat ana_88`: after a bare label, a handle in brackets or shaped like one. */
const BARE_LABEL = new RegExp(String.raw`${LABEL}${H}+(?:\(([^\s()]+)\)|([^\s,;()]+))`, 'dgiu');
/**
 * Pronouns, articles and the like (en, es, pt, nl, fr, de): after `LinkedIn:` such a word starts a
 * sentence (`GitHub: we use it daily`), never a handle.
 */
const FUNCTION_WORD =
  /^(?:i|we|you|they|he|she|it|our|my|your|their|the|a|an|this|that|these|those|yes|no|not|all|both|see|ask|nosotros|yo|mi|mis|nuestro|nuestra|el|la|los|las|un|una|sí|eu|nós|meu|minha|o|os|as|um|uma|wij|ik|mijn|onze|de|het|een|ja|nee|nous|je|mon|ma|notre|le|les|une|oui|non|wir|ich|mein|unser|der|die|das|ein|eine|nein)$/i;
/** Labels that are words or topics as well as networks: `Signal: strong…`, `Twitter/X: social media…`. */
const WORDY_LABEL = /^(?:signal|threads|messenger|twitter|x\b|mastodon|bluesky)/i;
/** Two words of a sentence after a token: lower case or acronyms (`DSP background`, `media manager`). */
const TWO_MORE_WORDS =
  /^(?:[^\S\n]+(?:\p{Ll}[\p{L}\p{M}'’]*|\p{Lu}{2,}))(?:[^\S\n]+(?:\p{Ll}[\p{L}\p{M}'’]*|\p{Lu}{2,}))(?![\p{L}\p{N}])/u;
/** Letters only (or a short number): a word of the sentence unless the phrase ends with it. */
const PLAIN_WORD = /^[\p{L}\p{M}'’]+$/u;
/** A handle's shape: letters with digits, `_`, `.` or `-` inside (`ana_dev`, `ana.s`, `ana-88`). */
const HANDLE_SHAPE =
  /^(?=.*\p{L})[\p{L}\p{N}][\p{L}\p{N}_.-]*(?:[\p{N}_.-][\p{L}\p{N}]|\p{L}\p{N})[\p{L}\p{N}_.-]*$/u;
/** A LinkedIn profile path after the word, without the host: `LinkedIn in/jdoe`, `linkedin /in/jane-doe`. */
const LINKEDIN_PATH = new RegExp(
  String.raw`linked${H}?-?in${H}*[:=>|\-–—]*${H}*(\/?${H}*(?:in|pub|company)${H}*\/${H}*[\p{L}\p{N}%_\-]+(?:[.\/][\p{L}\p{N}%_\-]+)*)`,
  'dgiu',
);
/** The word LinkedIn starts with, for a cheap look before LINKEDIN_PATH. */
const LINKED = /linked/i;
/** A LinkedIn path alone: `in/ana-dev`, `/in/ana88` (a slug with a hyphen or a digit: not `in/out`). */
const BARE_LINKEDIN_PATH =
  /\/?in\/(?=[\p{L}\p{N}_-]*[-\p{N}])[\p{L}\p{N}][\p{L}\p{N}_-]*[\p{L}\p{N}](?![\p{L}\p{N}/])/gu;
/** Links that call or write to someone: `tel:+34…`, `mailto:…`, `skype:ana?call`, `whatsapp://send?phone=…`. */
const CONTACT_SCHEME =
  /(?:mailto|tel|callto|sms|skype|whatsapp|tg|viber|facetime|weixin|signal|sgnl):[^\s<>"')\]]+/giu;
/** A Skype id (`live:ana.silva`, `live:.cid.1a2b`). */
const SKYPE_ID = /live:\.?[\p{L}\p{N}_][\p{L}\p{N}_.-]*/gu;
/** A Discord tag: `ana#4821`. */
const DISCORD_TAG = /[\p{L}\p{N}_.]{2,32}#\d{4}(?!\d)/gu;

/** A handle on its own: `@ana_dev`, `@ana.fotos` (not the `@` inside an address: see findHandles). */
const AT_HANDLE = /@[\p{L}\p{N}_](?:[\p{L}\p{N}\p{M}_.-]*[\p{L}\p{N}_])?/gu;
/**
 * What an `@` starts in code, never a person: an npm scope (`@angular/core`), a CSS at-rule
 * (`@media`, the CSS specifications' list), a decorator or annotation written in PascalCase
 * (`@Override`, `@Autowired`); right after a network's name an `@` is a handle whatever its case.
 */
const CSS_AT_RULES =
  /^@(?:media|keyframes|import|font-face|supports|page|charset|namespace|layer|container|property|counter-style|font-feature-values|document|viewport|scope|starting-style|tailwind|apply|include|mixin|extend|use|forward|if|else|each|for|function|return)$/i;
const PASCAL_CASE = /^@\p{Lu}[\p{L}]*$/u;
const NETWORK_BEFORE = new RegExp(String.raw`(?:${LABEL}|${CAPITAL_LABELS})${H}*[:=]?${H}*$`, 'iu');

const WORD_CHAR = /^[\p{L}\p{N}\p{M}]$/u;
const HANDLE_GLUE = /^[\p{L}\p{N}\p{M}_.@+-]$/u;

/**
 * Whether a match at `i` starts a word: the character before it is none of `glue`. (Checked here
 * rather than by a lookbehind, which would make the regex try every position of the text.)
 */
function startsWord(view: string, i: number, glue: RegExp = WORD_CHAR): boolean {
  return i === 0 || !glue.test(charBefore(view, i));
}

/**
 * Whether the handle `token` at `[a, b)` after a label is a word of a sentence instead (`GitHub: we
 * use it daily`, `Instagram: 3 years`): letters only and the sentence goes on in lower case or with
 * an acronym, or a number under seven digits. A handle's shape (digits, `_`, `.`, `-` inside) is a
 * handle wherever it stands.
 */
function proseAfterLabel(
  view: string,
  written: string,
  b: number,
  colon = false,
  wordyLabel = false,
): boolean {
  const token = written.replace(/[.!?…]+$/u, '');
  if (/^\d{1,6}$/.test(token)) return true;
  // `on LinkedIn as well`: the idiom, not a handle.
  if (
    /^well$/i.test(token) &&
    /\sas\s+$/i.test(view.slice(Math.max(0, b - written.length - 5), b - written.length))
  )
    return true;
  // After `:` or `=` the label promises a handle: only a word no one takes as one (`GitHub: we use
  // it daily`) is the sentence going on; after a label that is a word or a topic too (`Signal`,
  // `Twitter/X`), so is a word of letters the clause goes on from with two more words (`Signal:
  // strong DSP background`, `Twitter/X: social media manager`). `LinkedIn: ana years…` is a handle.
  if (colon) {
    if (token !== written) return false;
    if (FUNCTION_WORD.test(token)) return true;
    return wordyLabel && PLAIN_WORD.test(token) && TWO_MORE_WORDS.test(view.slice(b, b + 60));
  }
  // A handle shaped as one, or a word that ends the sentence (`LinkedIn: ana. Engineer…`), is a handle.
  if (!PLAIN_WORD.test(token) || token !== written) return false;
  const next = /^[^\S\n]+([\p{L}\p{N}]+)/u.exec(view.slice(b, b + 40));
  return next !== null && !/^\p{Lu}\p{Ll}/u.test(next[1]!);
}

/** Handles after a network's name: labelled (`LinkedIn: ana`), in brackets (`LinkedIn (ana)`), shaped like one (`WeChat ana_88`). */
function findLabelled(view: string, found: Found[]): void {
  for (const pattern of [LABELLED, CAPITAL_LABELLED]) {
    for (const m of view.matchAll(pattern)) {
      if (!startsWord(view, m.index)) continue;
      const [a, b] = m.indices![1]!;
      const label = view.slice(m.index, a);
      // `find me on LinkedIn as ana` names the handle as a colon does; `as a sourcing tool`,
      // `as primary sourcing channel`, `as well` go on with the sentence.
      const as = /\sas[^\S\n]*$/i.test(label);
      const colon = as || /[:=]/.test(label);
      const wordy = as || WORDY_LABEL.test(label);
      if (!proseAfterLabel(view, m[1]!, b, colon, wordy)) found.push([a, b, 'handle']);
    }
  }
  for (const m of view.matchAll(BARE_LABEL)) {
    if (!startsWord(view, m.index)) continue;
    const group = m[1] !== undefined ? 1 : 2;
    const token = m[group]!;
    const [a, b] = m.indices![group]!;
    const bracketed = group === 1 && /^\p{Ll}[\p{L}\p{N}_.-]*$/u.test(token);
    const shaped =
      HANDLE_SHAPE.test(token) && !/^\p{Lu}\p{Ll}/u.test(token) && !proseAfterLabel(view, token, b);
    // A handle in brackets goes with them: `LinkedIn (ana)` is cut from a short field as `LinkedIn ana`.
    if (bracketed) found.push([a - 1, b + 1, 'handle']);
    else if (shaped) found.push([a, b, 'handle']);
  }
}

export function findHandles(view: string, found: Found[]): void {
  if (view.includes('@')) {
    for (const m of view.matchAll(AT_HANDLE)) {
      if (!startsWord(view, m.index, HANDLE_GLUE)) continue;
      const end = m.index + m[0].length;
      const code = view[end] === '/' || CSS_AT_RULES.test(m[0]) || PASCAL_CASE.test(m[0]);
      if (code && !NETWORK_BEFORE.test(view.slice(Math.max(0, m.index - 24), m.index))) continue;
      found.push([m.index, end, 'handle']);
    }
  }
  if (view.includes('/')) {
    if (LINKED.test(view))
      for (const m of view.matchAll(LINKEDIN_PATH)) {
        if (startsWord(view, m.index)) found.push([...(m.indices![1]! as [number, number]), 'handle']);
      }
    if (view.includes('in/'))
      for (const m of view.matchAll(BARE_LINKEDIN_PATH)) {
        if (startsWord(view, m.index)) found.push([m.index, m.index + m[0].length, 'handle']);
      }
  }
  if (NETWORK_NAME.test(view)) findLabelled(view, found);
  if (view.includes('#')) {
    for (const m of view.matchAll(DISCORD_TAG)) {
      if (startsWord(view, m.index, HANDLE_GLUE)) found.push([m.index, m.index + m[0].length, 'handle']);
    }
  }
  if (!view.includes(':')) return;
  for (const pattern of [CONTACT_SCHEME, SKYPE_ID]) {
    for (const m of view.matchAll(pattern)) {
      if (startsWord(view, m.index)) found.push([m.index, m.index + m[0].length, 'handle']);
    }
  }
}
