import type { Found } from '../scrub-view.ts';
import { charBefore, H } from './scan.ts';

// Profile, messenger and booking links, and raw platform ids.

/**
 * Sites where the path of a link is a person: a way to read their profile and write to them, call
 * them or book time with them outside the service. The rule is the kind of site, and the list
 * holds every widely used site of each kind (not only those seen in tests):
 *
 * - professional networks and freelance marketplaces;
 * - social networks and their mirrors (a profile is a way to send a message);
 * - messengers and their short links (a link opens a chat);
 * - link-in-bio pages and personal cards (a page of the person's contact links);
 * - scheduling and personal meeting rooms (a link books or joins a call with the person);
 * - code hosts, Q&A and portfolio sites (a profile names the person and offers a way to write to them).
 *
 * A company's own site, a job board's page and a bare site name (`we post on linkedin.com`) are no
 * person's page. Written with any subdomain, with or without `https://`, and with the dots and
 * slashes spelled out (`linkedin[.]com/in/ana`, `linkedin dot com slash in slash ana`).
 */
const PERSON_SITES: readonly (readonly string[])[] = [
  // professional networks and freelance marketplaces
  [
    'linkedin.com',
    'lnkd.in',
    'xing.com',
    'wellfound.com',
    'angel.co',
    'upwork.com',
    'fiverr.com',
    'malt.com',
    'freelancer.com',
    'toptal.com',
    'peopleperhour.com',
  ],
  // social networks and mirrors
  [
    'facebook.com',
    'fb.com',
    'fb.me',
    'instagram.com',
    'instagr.am',
    'twitter.com',
    'x.com',
    'nitter.net',
    'tiktok.com',
    'threads.net',
    'threads.com',
    'bsky.app',
    'mastodon.social',
    'vk.com',
    'ok.ru',
    'snapchat.com',
    'pinterest.com',
    'reddit.com',
    'tumblr.com',
    'youtube.com',
    'twitch.tv',
    'medium.com',
    'substack.com',
    'weibo.com',
    'xiaohongshu.com',
    'quora.com',
  ],
  // messengers and their short links
  [
    'wa.me',
    'wa.link',
    'whatsapp.com',
    't.me',
    'telegram.me',
    'telegram.dog',
    'signal.me',
    'signal.group',
    'm.me',
    'messenger.com',
    'discord.gg',
    'discord.com',
    'discordapp.com',
    'skype.com',
    'line.me',
    'zalo.me',
    'viber.com',
    'kakao.com',
    'threema.id',
    'matrix.to',
    'keybase.io',
  ],
  // link-in-bio pages and personal cards
  [
    'linktr.ee',
    'about.me',
    'bio.link',
    'beacons.ai',
    'lnk.bio',
    'campsite.bio',
    'solo.to',
    'taplink.cc',
    'carrd.co',
    'hihello.me',
  ],
  // scheduling and meeting rooms
  [
    'calendly.com',
    'cal.com',
    'zcal.co',
    'savvycal.com',
    'tidycal.com',
    'youcanbook.me',
    'doodle.com',
    'zoom.us',
    'whereby.com',
    'koalendar.com',
  ],
  // code hosts, Q&A and portfolios
  [
    'github.com',
    'gitlab.com',
    'bitbucket.org',
    'codeberg.org',
    'sr.ht',
    'sourceforge.net',
    'stackoverflow.com',
    'stackexchange.com',
    'kaggle.com',
    'huggingface.co',
    'npmjs.com',
    'behance.net',
    'dribbble.com',
    'artstation.com',
    'deviantart.com',
    'codepen.io',
    'leetcode.com',
    'hackerrank.com',
  ],
];
/** Hosts whose subdomains are people: `ana.github.io`, `ana.bsky.social`, `ana.carrd.co`. */
const PERSON_SUBDOMAIN_HOSTS = [
  'github.io',
  'gitlab.io',
  'bsky.social',
  'carrd.co',
  'substack.com',
  'tumblr.com',
  'wixsite.com',
];

/** A dot as written in a link: `.`, ` . `, `[.]`, `(.)`, `(dot)`, ` dot `. */
const DOT = String.raw`(?:${H}*(?:\.|\[\.\]|\(\.\)|\[dot\]|\(dot\))${H}*|${H}+dot${H}+)`;
/** A slash as written in a link: `/`, ` / `, ` slash `. */
const SLASH = String.raw`(?:${H}*\/${H}*|${H}+slash${H}+)`;
const SEGMENT = String.raw`[^\s<>"'()\[\]{}\/]+`;
const siteName = (site: string) =>
  site
    .split('.')
    .map((label) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join(DOT);
/**
 * The site's name and the path: the scheme and subdomains before it are part of the same token
 * and go with it (see scrub.ts). A name glued to a longer one (`notlinkedin.com`) is another site.
 * In links written with real slashes the path is one token; spelled out, one segment.
 */
const PERSON_LINK_REST = String.raw`(?![\p{L}\p{N}-])(?::\d+)?(?:\/[^\s<>"'()\[\]{}]+|${SLASH}${SEGMENT}(?:${SLASH}${SEGMENT})*)`;
/**
 * The pattern of a link to a person's page for the sites of one first label (`linkedin`, `t`), in
 * their order, made on first use: one pattern for all sites, their spelled dots and Unicode case
 * folding is costly to build (about 70 ms), and a text names few of them. Where a match starts,
 * only sites of the label written there can match: a label (letters and digits) is followed by a
 * dot, never by more of a longer label.
 */
const personLinkOf = new Map<string, RegExp>();
function personLink(label: string): RegExp {
  let pattern = personLinkOf.get(label);
  if (pattern) return pattern;
  const named = PERSON_SITES.flat().filter((site) => site.split('.')[0] === label);
  // A label written in a way not folded above: every site, as one pattern.
  const sites = named.length > 0 ? named : PERSON_SITES.flat();
  pattern = new RegExp(`(?:${sites.map(siteName).join('|')})${PERSON_LINK_REST}`, 'yiu');
  personLinkOf.set(label, pattern);
  return pattern;
}
/**
 * A path that names a person on any site of a federated network or a personal home page: `/@ana`
 * (Mastodon and the like, Medium, YouTube), `/~ana`. Found from the `/@` or `/~`, the host before it
 * in the same token (see personPaths).
 */
const PERSON_PATH = /\/[@~]\p{L}[^\s<>"'()[\]{}]*/gu;
const STARTS_WITH_HOST = /^(?:https?:\/\/)?(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}(?::\d+)?(?:\/|$)/u;
const TOKEN_START = /[\s<>"'()[\]{}]/;
/** The host of a person's subdomain (`ana.github.io`): found from the host, the name before it read back. */
const PERSON_SUBDOMAIN = new RegExp(
  String.raw`\.(?:${PERSON_SUBDOMAIN_HOSTS.map(siteName).join('|')})(?![\p{L}\p{N}-])`,
  'giu',
);
const NAME_CHAR = /^[\p{L}\p{N}-]$/u;
/** What a text holds when a person's link may be in it. */
const MAYBE_LINK =
  /\/|\bslash\b|\.(?:github|gitlab)\.io|\.bsky\.social|\.carrd\.co|\.substack\.com|\.tumblr\.com|\.wixsite\.com/i;
/** What may not stand right before a site's name (`notlinkedin.com`). */
const SITE_GLUE = /^[\p{L}\p{N}\p{M}_-]$/u;
const WORD_CHAR = /^[\p{L}\p{N}\p{M}]$/u;

/**
 * The first label of every person site (`linkedin`, `wa`, `t`): a text without one holds no link
 * to such a site. One literal alternation is many times cheaper than the link patterns with their
 * spelled dots, and most texts (the demo pool's descriptions) hold none.
 */
const FIRST_LABELS = [...new Set(PERSON_SITES.flat().map((site) => site.split('.')[0]!))]
  .sort((a, b) => b.length - a.length)
  .join('|');
const SITE_FIRST_LABEL = new RegExp(`(?<![\\p{L}\\p{N}-])(?:${FIRST_LABELS})${DOT}`, 'iu');
/** Where a link to a person's page can start: a site's first label and a dot (every site has one). */
const SITE_START = new RegExp(`(${FIRST_LABELS})${DOT}`, 'giu');

export function findLinks(view: string, found: Found[]): void {
  if (!MAYBE_LINK.test(view)) return;
  if (SITE_FIRST_LABEL.test(view)) findPersonLinks(view, found);
  findPersonPathsAndSubdomains(view, found);
}

/**
 * Links to a person's page as one pattern of all sites would find them with `matchAll` (leftmost
 * first, none inside another), each tried only where SITE_START finds a site's first label, with
 * the pattern of that label's sites: scanning the whole text with one long alternation costs
 * several times more.
 */
function findPersonLinks(view: string, found: Found[]): void {
  SITE_START.lastIndex = 0;
  for (let start = SITE_START.exec(view); start; start = SITE_START.exec(view)) {
    const at = start.index;
    // The label as the sites write it, case folded: `ſ` is `s`, the Kelvin sign lower-cases to `k`.
    const pattern = personLink(start[1]!.toLowerCase().replaceAll('ſ', 's'));
    pattern.lastIndex = at;
    const link = pattern.exec(view);
    if (!link) {
      SITE_START.lastIndex = at + 1;
      continue;
    }
    if (at === 0 || !SITE_GLUE.test(charBefore(view, at))) found.push([at, at + link[0].length, 'link']);
    SITE_START.lastIndex = at + link[0].length;
  }
}

function findPersonPathsAndSubdomains(view: string, found: Found[]): void {
  if (view.includes('/@') || view.includes('/~')) {
    for (const m of view.matchAll(PERSON_PATH)) {
      // The token up to the path (200 characters at most) starts with a host.
      let start = m.index;
      while (start > 0 && m.index - start < 200 && !TOKEN_START.test(view[start - 1]!)) start--;
      if (STARTS_WITH_HOST.test(view.slice(start, m.index)))
        found.push([m.index, m.index + m[0].length, 'link']);
    }
  }
  for (const m of view.matchAll(PERSON_SUBDOMAIN)) {
    let start = m.index;
    while (start > 0 && NAME_CHAR.test(view[start - 1]!) && m.index - start < 63) start--;
    if (start < m.index) found.push([start, m.index + m[0].length, 'link']);
  }
}

/**
 * A platform id: 24 hexadecimal characters in one case, standing alone or glued after a word
 * (`ID5f2b…`, `user_5f2b…`); or written in groups of four or more joined by `-` or a space that add
 * up to 24, letters and digits among them (`5f2b1c3d-…`). A longer run (a commit hash) is no id.
 */
const PLATFORM_ID = /[0-9a-f]{24}|[0-9A-F]{24}/g;
const GROUPED_ID = /(?<![0-9a-f])[0-9a-f]{4,20}(?:[- ][0-9a-f]{4,20})+(?![0-9a-f])/gi;
const HEX = /^[0-9a-fA-F]$/;

/**
 * What runs of hexadecimal characters a text holds, in one pass over its code units: one of 24 or
 * more (an id written whole), or two of 4 or more parted by one `-` or space (an id in groups).
 * Most texts hold neither and are spared the id patterns.
 */
function hexRuns(view: string): { long: boolean; grouped: boolean } {
  let run = 0;
  let previous = 0;
  let long = false;
  let grouped = false;
  for (let i = 0; i <= view.length; i++) {
    const c = i < view.length ? view.charCodeAt(i) | 0x20 : 0;
    if ((c >= 48 && c <= 57) || (c >= 97 && c <= 102)) {
      run++;
      continue;
    }
    if (run >= 24) long = true;
    const joint = i < view.length && (view[i] === '-' || view[i] === ' ');
    if (run >= 4 && previous >= 4) grouped = true;
    previous = joint && run >= 4 ? run : 0;
    run = 0;
  }
  return { long, grouped };
}

export function findPlatformIds(view: string, found: Found[]): void {
  const { long, grouped } = hexRuns(view);
  if (long) findWholeIds(view, found);
  if (grouped) findGroupedIds(view, found);
}

function findWholeIds(view: string, found: Found[]): void {
  for (const m of view.matchAll(PLATFORM_ID)) {
    const end = m.index + m[0].length;
    const lower = m[0] === m[0].toLowerCase();
    const sameCase = (c: string | undefined) =>
      c !== undefined &&
      HEX.test(c) &&
      (lower ? c === c.toLowerCase() || /\d/.test(c) : c === c.toUpperCase());
    if (sameCase(view[m.index - 1]) || sameCase(view[end])) continue;
    if (end < view.length && WORD_CHAR.test(view[end]!) && !HEX.test(view[end]!)) continue;
    found.push([m.index, end, 'id']);
  }
}

function findGroupedIds(view: string, found: Found[]): void {
  for (const m of view.matchAll(GROUPED_ID)) {
    const hex = m[0].replace(/[- ]/g, '');
    if (hex.length !== 24 || !/\d/.test(hex) || !/[a-f]/i.test(hex)) continue;
    if (hex !== hex.toLowerCase() && hex !== hex.toUpperCase()) continue;
    const end = m.index + m[0].length;
    if (
      (m.index > 0 && WORD_CHAR.test(view[m.index - 1]!)) ||
      (end < view.length && WORD_CHAR.test(view[end]!))
    )
      continue;
    found.push([m.index, end, 'id']);
  }
}
