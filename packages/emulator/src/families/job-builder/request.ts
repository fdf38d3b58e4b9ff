import { type Prepared, prepare } from '../../shared/text/phrases.ts';
import { type LabelledField, readLabels, valueText, withoutLabels } from './labels.ts';

/** A hiring request read once: its words, its labelled fields, its text with the labels left out. */
export interface Request {
  /** The request as written, NFC-normalized (positions of `words.starts` are in it). */
  text: string;
  /** Its folded words, the other gender's endings and the label words left out. */
  words: Prepared;
  /** The same words with the labels ("Contract:", "Job title:"). */
  labelled: Prepared;
  fields: readonly LabelledField[];
  /** The text with the labels spaced out: role words are read in it. */
  unlabelled: string;
  /** Values of the title fields, as written. */
  titleFields: readonly string[];
  /** Word ranges [from, to) of the location fields. */
  locationFields: readonly (readonly [number, number])[];
}

/** Gender endings written after a word: "camarero/a", "técnico/a", "cozinheiro(a)", "peluqueros/as". */
const ENDINGS = new Set(['a', 'as', 'o', 'os', 'e', 'es', 'ra', 'ras', 'na', 'nas']);

/**
 * The words without the other gender's endings ("técnico/a de selección" is "técnico de selección"
 * to the vocabularies): an ending glued to the word before by "/" or "(".
 */
export function withoutGenderEndings(p: Prepared): Prepared {
  const keep = p.words.map(
    (w, i) =>
      !(i > 0 && ENDINGS.has(w) && (p.gaps[i] === '/' || p.gaps[i] === '(') && p.originals[i]!.length <= 3),
  );
  if (keep.every(Boolean)) return p;
  const out: Prepared = { words: [], originals: [], gaps: [], starts: [] };
  let carried = '';
  p.words.forEach((w, i) => {
    if (!keep[i]) {
      carried += `${p.gaps[i]!}${p.originals[i]!}`;
      return;
    }
    out.words.push(w);
    out.originals.push(p.originals[i]!);
    out.gaps.push(carried + p.gaps[i]!);
    out.starts!.push(p.starts?.[i] ?? 0);
    carried = '';
  });
  return out;
}

export function readRequest(prompt: string): Request {
  const text = prompt.normalize('NFC');
  const labelled = withoutGenderEndings(prepare(text));
  const fields = readLabels(labelled);
  let unlabelled = text;
  for (const f of fields) {
    const start = labelled.starts![f.at]!;
    const last = f.at + f.length - 1;
    const end = labelled.starts![last]! + labelled.originals[last]!.length;
    unlabelled = unlabelled.slice(0, start) + ' '.repeat(end - start) + unlabelled.slice(end);
  }
  return {
    text,
    words: withoutLabels(labelled, fields),
    labelled,
    fields,
    unlabelled,
    titleFields: fields.filter((f) => f.field === 'title').map((f) => valueText(labelled, f)),
    locationFields: fields.filter((f) => f.field === 'location').map((f) => [f.from, f.to] as const),
  };
}
