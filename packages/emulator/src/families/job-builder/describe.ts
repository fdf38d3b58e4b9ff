import type {
  EmploymentType,
  JobLanguage,
  PublicJob,
  SalaryPeriod,
  WorkModeType,
} from '@platform-api/sdk/schemas';
import { TEXTS } from './data/i18n.ts';
import type { SkillEntry } from './data/skills.ts';

// The description of a generated job: HTML in the job's language, from the job and the request
// (its first sentence, the skills it named). Nothing the request says becomes markup.

/** A skill inside a sentence: generic words in lower case ("atención al cliente"), names as written. */
export function inSentence(skill: SkillEntry, language: JobLanguage): string {
  const name = skill.names[language];
  return skill.proper || skill.capitalized.includes(language) ? name : lowerWords(name);
}

/** Lower case but for words written with capitals inside ("IT", "B2B", "HACCP", "REST-API's"). */
function lowerWords(text: string): string {
  return text.replace(/[\p{L}\p{N}'’-]+/gu, (word) =>
    /\p{Lu}/u.test(word.slice(1)) ? word : word.toLowerCase(),
  );
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML: nothing a request says becomes markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const formats = new Map<string, Intl.NumberFormat | null>();

/** Intl formatters are costly to build: one per locale, currency and precision, kept. */
function money(amount: number, currency: string, locale: string): string {
  const digits = amount < 100 ? 2 : 0;
  const key = `${locale}|${currency}|${digits}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: digits });
    } catch {
      format = null;
    }
    formats.set(key, format);
  }
  return format ? format.format(amount) : `${amount} ${currency}`;
}

const lists = new Map<string, Intl.ListFormat>();

/** "a, b and c" as the language writes it ("a, b y c", "a, b en c", "a, b e c"). */
function listOf(items: string[], locale: string): string {
  let format = lists.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    lists.set(locale, format);
  }
  return format.format(items);
}

/** The description HTML, in the job's language. */
export function describe(
  job: PublicJob,
  from: { prompt: string; skills: SkillEntry[]; category: string | null },
): string {
  const texts = TEXTS[job.language];
  const { salary } = job;
  const range =
    salary.low === salary.high
      ? money(salary.recommended, salary.currency, texts.locale)
      : `${money(salary.low, salary.currency, texts.locale)} – ${money(salary.high, salary.currency, texts.locale)}`;
  // The request's first sentence, as the recruiter wrote it (escaped), tells what the job is about:
  // at most 400 characters, cut between characters (an emoji is never split); a prompt of spaces
  // alone has none, and the section is left out.
  const about = Array.from(from.prompt.trim().split(/(?<=[.!?])\s+/)[0]!)
    .slice(0, 400)
    .join('');
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  // The answer types are open (`(string & {})`); the emulator generates only the known values.
  const mode = texts.workMode[job.workMode.type as WorkModeType];
  const offer = [
    `${range} ${texts.period[salary.period as SalaryPeriod]}`,
    // An on-site job whose place is unknown is shown as its mode alone, not "On-site · On-site".
    mode === job.workMode.displayName ? mode : `${mode} · ${job.workMode.displayName}`,
    job.employmentTypes.map((t) => texts.employment[t as EmploymentType]).join(' / '),
    ...salary.additionalCompensation,
  ];
  const used = from.skills.slice(0, 3).map((s) => inSentence(s, job.language));
  return [
    `<p>${escapeHtml(texts.intro(job.title, job.workMode.displayName))}</p>`,
    ...(about ? [`<h3>${texts.headings.about}</h3>`, `<p>${escapeHtml(about)}</p>`] : []),
    `<h3>${texts.headings.responsibilities}</h3>`,
    list(
      texts.responsibilities(
        used.length > 0 ? listOf(used, texts.locale) : null,
        from.category === null ? null : lowerWords(from.category),
      ),
    ),
    `<h3>${texts.headings.requirements}</h3>`,
    list([...job.skills.slice(0, 6), ...job.education, texts.experience]),
    `<h3>${texts.headings.offer}</h3>`,
    list(offer),
  ].join('\n');
}
