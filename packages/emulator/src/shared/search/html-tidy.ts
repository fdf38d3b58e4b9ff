// Tidying the text of a parsed document (see html-text.ts), and the map from its words joined across
// blocks (`flat`) to the text as tidied.

/** At most one blank line in a row, none at either end. */
export function tidy(text: string): string {
  return text.replace(/\n{3,}/g, '\n\n').replace(/^\n+|\n+$/g, '');
}

/**
 * `tidy` for a parsed document, unit by unit (1: kept): at most one blank line in a row, none at
 * either end, and in a document with a <pre> no spaces at the ends of lines.
 */
export function keptUnits(text: string, preformatted: boolean): Uint8Array {
  const keep = new Uint8Array(text.length).fill(1);
  if (preformatted) {
    for (let i = text.length - 1, lineEnd = true; i >= 0; i--) {
      if (text[i] === '\n') lineEnd = true;
      else if (lineEnd && /[^\S\n]/.test(text[i]!)) keep[i] = 0;
      else lineEnd = false;
    }
  }
  let breaks = 0;
  let started = false;
  for (let i = 0; i < text.length; i++) {
    if (!keep[i]) continue;
    if (text[i] === '\n') {
      if (!started || ++breaks > 2) keep[i] = 0;
    } else {
      started = true;
      breaks = 0;
    }
  }
  for (let i = text.length - 1; i >= 0 && (!keep[i] || text[i] === '\n'); i--) keep[i] = 0;
  return keep;
}

/** The units of `text` kept, written run by run (a string grown unit by unit is many times slower). */
export function keptText(text: string, keep: Uint8Array): string {
  let out = '';
  let runStart = -1;
  for (let i = 0; i < text.length; i++) {
    if (keep[i]) {
      if (runStart < 0) runStart = i;
    } else if (runStart >= 0) {
      out += text.slice(runStart, i);
      runStart = -1;
    }
  }
  return runStart >= 0 ? out + text.slice(runStart) : out;
}

/**
 * For each unit of `flat`, the unit of the tidied text it stands for: `pieces` (see TextOut) take
 * it to the text as written, `keep` on to the tidied text (a unit dropped stands for the next one
 * kept; past the end, for the last).
 */
export function flatMap(
  written: string,
  flatLength: number,
  pieces: readonly number[],
  keep: Uint8Array,
): Int32Array {
  const at = new Int32Array(written.length + 1);
  let length = 0;
  for (let i = 0; i < written.length; i++) {
    at[i] = length;
    if (keep[i]) length++;
  }
  at[written.length] = length;
  const last = Math.max(0, length - 1);
  const map = new Int32Array(flatLength);
  for (let p = 0; p < pieces.length; p += 2) {
    const end = p + 2 < pieces.length ? pieces[p + 2]! : flatLength;
    for (let k = pieces[p]!, i = pieces[p + 1]!; k < end; k++, i++)
      map[k] = Math.min(at[Math.max(0, i)]!, last);
  }
  return map;
}
