import { terms } from './terms.ts';

/** A document's searchable fields, each with its weight in the score. */
export type Fields = readonly (readonly [text: string, weight: number])[];

/** The documents holding a term, in order, and the term's weighted frequency in each (parallel arrays: no object per pair). */
interface Postings {
  docs: number[];
  tfs: number[];
}

const K1 = 1.2;
const B = 0.75;

/**
 * A BM25 index over weighted fields, built once for a set of documents (the shared pools are built
 * once per process). Multi-word queries add up per term; documents that match every term of the
 * query rank above those that match some; equal scores keep the documents' own order.
 */
export class SearchIndex {
  readonly size: number;
  readonly #postings = new Map<string, Postings>();
  readonly #length: Float64Array;
  readonly #avgLength: number;

  constructor(docs: readonly Fields[]) {
    this.size = docs.length;
    this.#length = new Float64Array(docs.length);
    let total = 0;
    const tf = new Map<string, number>();
    docs.forEach((fields, doc) => {
      tf.clear();
      let length = 0;
      for (const [text, weight] of fields) {
        for (const term of terms(text)) {
          tf.set(term, (tf.get(term) ?? 0) + weight);
          length += weight;
        }
      }
      this.#length[doc] = length;
      total += length;
      for (const [term, f] of tf) {
        let list = this.#postings.get(term);
        if (!list) {
          list = { docs: [], tfs: [] };
          this.#postings.set(term, list);
        }
        list.docs.push(doc);
        list.tfs.push(f);
      }
    });
    this.#avgLength = docs.length > 0 ? total / docs.length : 1;
  }

  get totalLength(): number {
    return this.#avgLength * this.size;
  }

  /** How many documents hold `term`. */
  df(term: string): number {
    return this.#postings.get(term)?.docs.length ?? 0;
  }

  /**
   * Scores `query` over several indexes as if they were one collection (the shared pool and an
   * emulator's own additions): one document count, document frequency and average length.
   * Answers, per index, score and distinct matched terms per matching document.
   */
  static scoreAll(
    indexes: readonly SearchIndex[],
    query: string,
  ): Map<number, { score: number; matched: number }>[] {
    const queryTerms = [...new Set(terms(query))];
    const n = indexes.reduce((sum, i) => sum + i.size, 0);
    const avg = n > 0 ? indexes.reduce((sum, i) => sum + i.totalLength, 0) / n : 1;
    const idf = new Map(
      queryTerms.map((t) => {
        const df = indexes.reduce((sum, i) => sum + i.df(t), 0);
        return [t, Math.log(1 + (n - df + 0.5) / (df + 0.5))] as const;
      }),
    );
    return indexes.map((index) => index.#score(queryTerms, idf, avg));
  }

  #score(
    queryTerms: string[],
    idfs: Map<string, number>,
    avgLength: number,
  ): Map<number, { score: number; matched: number }> {
    const out = new Map<number, { score: number; matched: number }>();
    for (const term of queryTerms) {
      const postings = this.#postings.get(term);
      if (!postings) continue;
      const idf = idfs.get(term)!;
      for (let k = 0; k < postings.docs.length; k++) {
        const doc = postings.docs[k]!;
        const tf = postings.tfs[k]!;
        const norm = tf + K1 * (1 - B + (B * this.#length[doc]!) / avgLength);
        const s = (idf * tf * (K1 + 1)) / norm;
        const hit = out.get(doc);
        if (hit) {
          hit.score += s;
          hit.matched++;
        } else {
          out.set(doc, { score: s, matched: 1 });
        }
      }
    }
    // Coverage: a document matching every term beats one matching a rarer single term.
    for (const hit of out.values()) hit.score *= (hit.matched / queryTerms.length) ** 2;
    return out;
  }
}
