import type { Found } from '../scrub-view.ts';
import { isTopLevelDomain } from './scan.ts';

// Addresses written without an at sign's usual forms: `ana-at-x-dot-com`, `ana at gmail`, `my gmail is ana`.

/**
 * Mail providers whose name is no ordinary word: `ana at gmail`, `ana on hotmail` and `ana
 * (gmail)` are addresses without a domain's top level.
 */
const PROVIDERS =
  'gmail|googlemail|hotmail|outlook|yahoo|ymail|icloud|aol|msn|protonmail|proton|gmx|yandex|zoho|fastmail|tutanota|qq|naver|wanadoo|libero|ziggo|hetnet|xs4all|telenet|skynet|kpnmail';
/** A local part: letters, digits, `._+-` and apostrophes inside (`o'neil`). */
const TOKEN = String.raw`[\p{L}\p{N}][\p{L}\p{N}._+'’-]*`;
const NOT_AFTER_TOKEN = String.raw`(?<![\p{L}\p{N}._+'’-])`;
/**
 * A local part, then `at`, `on` or `@` and a provider written in lower case, as addresses are (`ana
 * at gmail`); the provider written as a name is the company (`Team lead at Gmail Ads`).
 */
const AT_PROVIDER = new RegExp(
  String.raw`${NOT_AFTER_TOKEN}${TOKEN}[^\S\n]+(?:[aA][tT]|[oO][nN])[^\S\n]+(?:${PROVIDERS})(?![\p{L}\p{N}])`,
  'gu',
);
/** `ana (gmail)`. */
const BRACKETED_PROVIDER = new RegExp(
  String.raw`${NOT_AFTER_TOKEN}${TOKEN}[^\S\n]*\((?:${PROVIDERS})\)`,
  'gu',
);
/** `my gmail is ana`, `my Gmail address: ana`: the local part (group 1) goes. */
const MY_PROVIDER = new RegExp(
  String.raw`(?<![\p{L}])my[^\S\n]+(?:${PROVIDERS})(?:[^\S\n]+(?:address|account|id))?[^\S\n]*(?:[^\S\n]is|:|=)[^\S\n]*(${TOKEN})`,
  'dgiu',
);
/**
 * `ana-at-x-dot-com`, `ana_at_x_dot_com`, `nurse-ana-at-gmail-com` (a slug): the at sign and the
 * dots as words between the separator, the domain's parts joined by `-dot-` or `.`.
 */
const SEPARATED_AT = /(?<=[\p{L}\p{N}])([-_])at\1(?=[\p{L}\p{N}])/giu;
const LABEL = /[\p{L}\p{N}]+/uy;
const LOCAL_CHAR = /^[\p{L}\p{N}._+-]$/u;
const PROVIDER = new RegExp(`^(?:${PROVIDERS})$`, 'i');

/**
 * What AT_PROVIDER and BRACKETED_PROVIDER match holds (`at gmail`, `(gmail)`): a cheap look before
 * them, as both start with a lookbehind and a local part that make them try every position.
 */
const PROVIDER_AFTER_AT = new RegExp(
  String.raw`(?:[aA][tT]|[oO][nN])[^\S\n]+(?:${PROVIDERS})(?![\p{L}\p{N}])|\((?:${PROVIDERS})\)`,
  'u',
);

export function findMailWords(view: string, found: Found[]): void {
  const lower = view.toLowerCase();
  const atProvider = PROVIDER_AFTER_AT.test(view);
  const my = lower.includes('my');
  if (
    (atProvider || my) &&
    /gmail|hotmail|outlook|yahoo|mail|icloud|aol|msn|proton|gmx|yandex|zoho|qq|naver|wanadoo|libero|ziggo|hetnet|xs4all|telenet|skynet/.test(
      lower,
    )
  ) {
    if (atProvider)
      for (const pattern of [AT_PROVIDER, BRACKETED_PROVIDER]) {
        for (const m of view.matchAll(pattern))
          found.push([withSpelledDots(view, m.index), m.index + m[0].length, 'address']);
      }
    if (my)
      for (const m of view.matchAll(MY_PROVIDER))
        found.push([m.indices![1]![0], m.indices![1]![1], 'address']);
  }
  if (lower.includes('-at-') || lower.includes('_at_')) findSeparated(view, found);
}

/** A local part's words before `ana at gmail` joined by a dot's word: `maria dot ana at gmail`. */
const SPELLED_DOT_BEFORE = /[\p{L}\p{N}][\p{L}\p{N}_+-]*[^\S\n]+(?:dot|punto|point|ponto|punt)[^\S\n]+$/iu;

/** Where the local part ending before `start` begins, its spelled dots in (a few words back at most). */
function withSpelledDots(view: string, start: number): number {
  for (let parts = 0; parts < 4; parts++) {
    const m = SPELLED_DOT_BEFORE.exec(view.slice(Math.max(0, start - 48), start));
    if (!m) break;
    start -= m[0].length;
  }
  return start;
}

function findSeparated(view: string, found: Found[]): void {
  let floor = 0;
  for (const m of view.matchAll(SEPARATED_AT)) {
    const separator = m[1]!;
    let start = m.index;
    while (start > floor && LOCAL_CHAR.test(view[start - 1]!)) start--;
    let end = m.index + m[0].length;
    floor = end;
    LABEL.lastIndex = end;
    const first = LABEL.exec(view);
    if (!first) continue;
    end = LABEL.lastIndex;
    let topLevel = '';
    const dot = new RegExp(
      `\\.|${separator === '-' ? '-' : '_'}dot${separator === '-' ? '-' : '_'}|${separator === '-' ? '-' : '_'}`,
      'iy',
    );
    for (;;) {
      dot.lastIndex = end;
      const joint = dot.exec(view);
      if (!joint) break;
      LABEL.lastIndex = dot.lastIndex;
      const label = LABEL.exec(view);
      // A bare separator joins the parts of a provider's domain only (`ana-at-gmail-com`).
      if (
        !label ||
        (joint[0].length === 1 &&
          joint[0] !== '.' &&
          !(PROVIDER.test(first[0]) && isTopLevelDomain(label[0])))
      )
        break;
      end = LABEL.lastIndex;
      topLevel = label[0];
    }
    if (isTopLevelDomain(topLevel) || PROVIDER.test(first[0])) found.push([start, end, 'address']);
  }
}
