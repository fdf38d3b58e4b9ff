import type { EmploymentType, JobLanguage } from '@platform-api/sdk/schemas';
import type { Prepared } from '../../shared/text/phrases.ts';
import type { Keyword } from './data/i18n.ts';

/** Of several types a request names, the first is `primaryEmploymentType`. */
const EMPLOYMENT_PRIORITY: readonly EmploymentType[] = [
  'partTime',
  'internship',
  'temporary',
  'contract',
  'freelance',
  'fullTime',
];

/**
 * Words that name an employment type only in one language's requests, being another word in
 * another: Dutch "stage" is an internship, English "stage" is not ("early-stage", "stage manager").
 * In a contract field ("Dienstverband: stage") they count whatever the language.
 */
const ONLY_IN: Readonly<Partial<Record<JobLanguage, Readonly<Record<string, EmploymentType>>>>> = {
  nl: { stage: 'internship' },
};

/** Hours a week under which a job is part-time (a full-time week is 36 to 40 hours in the four languages' countries). */
const FULL_WEEK_HOURS = 35;
/** "24 hours a week", "30 hrs/wk", "20h semanales", "24 uur per week", "30 horas semanais". */
const WEEKLY_HOURS =
  /(?<![\p{L}\p{N}])(\d{1,2})(?:\s?(?:-|–|to|a|tot)\s?(\d{1,2}))?\s?(?:h|hrs?|hours?|horas?|uur|u)\.?\s*(?:(?:(?:a|per|por|\/|p\/|in de|na|à|la)\s*)?(?:week|wk|semana)(?![\p{L}])|semanal(?:es)?|semanais)/iu;

/**
 * The employment types a request states: the keywords (`data/i18n.ts`: full-time, part-time,
 * permanent, contract, temporary, internship, freelance in the four languages), Dutch "stage" in a
 * Dutch request or a contract field, and a week of fewer than 35 hours stated ("24 hours a week")
 * as part-time. `fullTime` when none; the first by `EMPLOYMENT_PRIORITY` is the primary type.
 */
export function employmentTypes(input: {
  keywords: ReadonlySet<Keyword>;
  words: Pick<Prepared, 'words'>;
  text: string;
  language: JobLanguage | null;
  contractFields: readonly (readonly [number, number])[];
}): EmploymentType[] {
  const found = new Set<EmploymentType>(EMPLOYMENT_PRIORITY.filter((t) => input.keywords.has(t as Keyword)));
  input.words.words.forEach((w, i) => {
    const inField = input.contractFields.some(([from, to]) => i >= from && i < to);
    for (const [lang, words] of Object.entries(ONLY_IN) as [JobLanguage, Record<string, EmploymentType>][]) {
      const type = words[w];
      if (type && (inField || input.language === lang)) found.add(type);
    }
  });
  const hours = WEEKLY_HOURS.exec(input.text);
  const weekly = hours ? Math.max(Number(hours[1]), Number(hours[2] ?? 0)) : null;
  if (weekly !== null && weekly > 0 && weekly < FULL_WEEK_HOURS) found.add('partTime');
  const types = EMPLOYMENT_PRIORITY.filter((t) => found.has(t));
  return types.length > 0 ? types : ['fullTime'];
}
