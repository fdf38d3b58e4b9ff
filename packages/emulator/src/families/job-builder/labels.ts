import { type Found, PhraseIndex, type Prepared } from '../../shared/text/phrases.ts';
import { FIELD_LABELS, type Field } from './data/labels.ts';

/**
 * The labelled fields of a request ("Job title: Car mechanic\n- Location: Bristol\n- Contract:
 * permanent, full time"), the form ATS integrations and templates send. A label is a phrase of
 * `data/labels.ts` followed by a colon; a title label also opens a line, a list item or a clause (or
 * follows an article: "The job: …"), so "we need a barista; position: …" reads, "Barista position:
 * 3 shifts" does not name a field. The value runs to the end of its line or sentence, or to the next label.
 */
export interface LabelledField {
  field: Field;
  /** The label's first word and its number of words (positions in the prepared request). */
  at: number;
  length: number;
  /** The value's words: [from, to). */
  from: number;
  to: number;
}

let index: PhraseIndex<Field> | undefined;

function labels(): PhraseIndex<Field> {
  index ??= new PhraseIndex(
    (Object.entries(FIELD_LABELS) as [Field, readonly string[]][]).flatMap(([field, phrases]) =>
      phrases.map((p) => [p, field] as const),
    ),
  );
  return index;
}

/** What may stand before a field's label: nothing, a new line, a list mark, punctuation, an emoji. */
const OPENS_FIELD = /^$|[\n\r•·*|;:,.!?()[\]–—-]|\p{Extended_Pictographic}/u;
const ARTICLES = new Set(['the', 'a', 'el', 'la', 'o', 'het', 'de', 'our', 'nuestro', 'nossa', 'onze']);

export function readLabels(request: Prepared): LabelledField[] {
  const { words, gaps } = request;
  const found: Found<Field>[] = labels()
    .findAll(request)
    .filter((h) => {
      const after = gaps[h.at + h.length];
      if (after === undefined || !after.includes(':')) return false;
      if (h.value !== 'title') return true;
      return OPENS_FIELD.test(gaps[h.at]!.trim()) || ARTICLES.has(words[h.at - 1] ?? '');
    });
  return found.map((h, k) => {
    const from = h.at + h.length;
    const next = found[k + 1]?.at ?? words.length;
    let to = from + 1;
    while (to < next && !endsValue(request, to)) to++;
    return { field: h.value, at: h.at, length: h.length, from, to: Math.min(to, words.length) };
  });
}

/** Words after which a full stop ends no sentence ("Sr. engineer", "St. Louis", "p.a."). */
const ABBREVIATIONS = new Set([
  'sr',
  'jr',
  'st',
  'dr',
  'mr',
  'mrs',
  'ms',
  'no',
  'nr',
  'p',
  'a',
  'ca',
  'approx',
  'e',
  'g',
  'i',
]);

/**
 * Whether a field's value ends before word `at`: at a new line, or at the end of a sentence ("Head
 * office: Auckland. Looking for…" is one line with two sentences; the second is no headquarters).
 */
function endsValue(request: Prepared, at: number): boolean {
  const gap = request.gaps[at]!;
  if (/[\n\r]/.test(gap)) return true;
  if (/[!?;]/.test(gap)) return true;
  return /\.\s/.test(gap) && !ABBREVIATIONS.has(request.words[at - 1] ?? '');
}

/** The request with the label words blanked: "Contract:" names no contract, "Job title:" no title. */
export function withoutLabels(request: Prepared, fields: readonly LabelledField[]): Prepared {
  if (fields.length === 0) return request;
  const words = [...request.words];
  const originals = [...request.originals];
  for (const f of fields) {
    for (let i = f.at; i < f.at + f.length; i++) {
      words[i] = '';
      originals[i] = '';
    }
  }
  return { words, originals, gaps: request.gaps };
}

/** The value of a field as written (its words and what stands between them). */
export function valueText(request: Prepared, field: LabelledField): string {
  let text = '';
  for (let i = field.from; i < field.to; i++) {
    text += `${i > field.from ? request.gaps[i]! : ''}${request.originals[i]!}`;
  }
  return text;
}
