import tlds from 'tlds' with { type: 'json' };

// What the contact finders share: white space within a line, reading back one code point, top-level domains.

/** White space within a line: an address, a phone or a handle never spans two lines. */
export const H = String.raw`[^\S\n]`;

/** The code point that ends just before `i`, as a string (two units for a surrogate pair). */
export function charBefore(text: string, i: number): string {
  const low = text.charCodeAt(i - 1);
  if (low >= 0xdc00 && low <= 0xdfff && i >= 2) {
    const high = text.charCodeAt(i - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(i - 2, i);
  }
  return text.slice(i - 1, i);
}

/** IANA's top-level domains (the `tlds` package), lower case. */
const TOP_LEVEL_DOMAINS = new Set(tlds);

/** Whether `label` (any case) is a top-level domain: `com`, `es`, `io`; never `js` or `ts`. */
export function isTopLevelDomain(label: string): boolean {
  return TOP_LEVEL_DOMAINS.has(label.toLowerCase());
}
