import { phraseKey } from '../../shared/text/phrases.ts';
import type { SkillEntry } from './data/skills.ts';

/**
 * Phrases after which a request lists the tools it asks for, in the four languages ("Experience with
 * QuickBooks", "Experiencia con LinkedIn Recruiter", "ervaring met MATLAB", "Experiência em MS
 * Project"). Only the text after one of them is read, up to the end of its sentence or line.
 */
const LEADS =
  /(?<![\p{L}])(?:experience (?:with|in|using|of)|knowledge of|proficien(?:t|cy) (?:in|with)|familiar(?:ity)? with|skilled in|expert in|experiencia (?:con|en|usando)|conocimientos? (?:de|en)|manejo de|dominio de|ervaring met|kennis van|experi[êe]ncia (?:com|em|no|na)|conhecimentos? (?:de|em)|dom[íi]nio de)(?![\p{L}])/giu;
/** Where a list of tools ends: a sentence, a line, a bracket. */
const LIST_END = /[.;!?\n()[\]]|\s[-–—]\s/u;
/** What separates the tools of a list. */
const SEPARATORS = /\s*(?:,|\/|&|\+|\band\b|\bor\b|\by\b|\bo\b|\be\b|\bou\b|\ben\b|\bof\b)\s*/u;
/** Most tools a request names this way that a job keeps. */
const MAX_TOOLS = 4;

/**
 * Whether a listed item is written as a product's name: a capital inside a word ("QuickBooks",
 * "LinkedIn"), a word in capitals ("MATLAB", "MS Project"), a digit ("S/4HANA"), or every word
 * capitalized over two or three words ("Google Ads", "Power BI"). One capitalized word alone
 * ("Children", "Excel") is not enough: it is as often an ordinary word at the start of a phrase.
 */
function looksLikeProduct(item: string): boolean {
  const words = item.split(/\s+/);
  if (words.length === 0 || words.length > 3 || item.length > 30) return false;
  if (!words.every((w) => /^[\p{Lu}\p{N}]/u.test(w))) return false;
  const innerCapital = words.some((w) => /^.[\p{L}\p{N}]*\p{Lu}/u.test(w));
  const digit = words.some((w) => /\p{N}/u.test(w));
  return innerCapital || digit || words.length > 1;
}

/**
 * Tools the request names in a list after "experience with" (and the like) that are not skills of
 * the vocabulary: skills by their own name, the same in every language (a product's name is not
 * translated). `known` says whether a name (folded) is a vocabulary skill's own name or alias.
 */
export function namedTools(text: string, known: (folded: string) => boolean): SkillEntry[] {
  const found: SkillEntry[] = [];
  const seen = new Set<string>();
  for (const lead of text.matchAll(LEADS)) {
    const after = text.slice(lead.index + lead[0].length, lead.index + lead[0].length + 160);
    const list = after.split(LIST_END)[0] ?? '';
    for (const raw of list.split(SEPARATORS)) {
      const item = raw.trim().replace(/^(?:the|el|la|los|las|o|a|os|as|de|het)\s+/iu, '');
      const folded = phraseKey(item);
      if (!looksLikeProduct(item) || known(folded) || seen.has(folded)) continue;
      seen.add(folded);
      found.push({
        name: item,
        category: 'general',
        names: { en: item, es: item, nl: item, pt: item },
        proper: true,
        aliases: [],
        capitalized: [],
      });
      if (found.length === MAX_TOOLS) return found;
    }
  }
  return found;
}
