import { z } from 'zod/mini';
import type { ResumeExtract } from '../../store/crm-interactions-resumes.ts';

// Heuristics over a resume's text (resume-text.ts extracts it): the contact fields, titles and
// skills a CV shows, found by their labels ("Phone:", "Skills:") or their shape (an address, a
// phone number, a first line that reads as a name).

const emailSchema = z.email();
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([A-Za-z0-9\-_%]+)\/?/i;
const URL_LIKE = /(?:https?:\/\/|www\.)\S+|\S*linkedin\.com\/\S*/gi;
const PHONE = /\+?\(?\d[\d\s().\-/]{5,}\d/g;
const HEADINGS = /^(?:curriculum vitae|resume|résumé|cv|profile|summary|contact|experience|education)$/i;

function labeled(lines: string[], labels: string): string | undefined {
  const re = new RegExp(`^(?:${labels})\\s*[:：]\\s*(.+)$`, 'i');
  for (const line of lines) {
    const m = re.exec(line);
    if (m?.[1]?.trim()) return m[1].trim();
  }
  return undefined;
}

function looksLikeName(line: string): boolean {
  if (line.length > 70 || HEADINGS.test(line)) return false;
  const words = line.split(' ');
  if (words.length < 2 || words.length > 5) return false;
  return words.every((w) => /^\p{Lu}[\p{L}'’.-]*$/u.test(w));
}

function findPhone(text: string): string | undefined {
  for (const m of text.replace(URL_LIKE, ' ').replace(EMAIL, ' ').matchAll(PHONE)) {
    const candidate = m[0].trim();
    const digits = candidate.replace(/\D/g, '').length;
    if (digits < 7 || digits > 15) continue;
    if (/^\d{4}\s*[-–/]\s*\d{2,4}$/.test(candidate)) continue; // a year range
    if (/^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(candidate)) continue; // a date
    return candidate;
  }
  return undefined;
}

function splitList(value: string, separators: RegExp, max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of value.split(separators)) {
    const item = raw.trim().replace(/\.$/, '');
    if (!item || item.length > 100 || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    out.push(item);
    if (out.length === max) break;
  }
  return out;
}

/** Name, email, phone, location, job titles, skills and LinkedIn URL found in a resume's text. */
export function parseResumeText(text: string): ResumeExtract {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((l) => l.replace(/[\t \u00a0]+/g, ' ').trim())
    .filter(Boolean);

  let name = labeled(lines, 'name|full name|candidate name|candidate');
  if (name === undefined) name = lines.slice(0, 5).find(looksLikeName);
  if (name !== undefined && name.length > 150) name = undefined;
  const parts = name?.split(' ') ?? [];

  const emailText = labeled(lines, 'e-?mail|email address') ?? text;
  let email: string | null = null;
  for (const m of emailText.matchAll(EMAIL)) {
    if (emailSchema.safeParse(m[0]).success) {
      email = m[0];
      break;
    }
  }

  const phoneLine = labeled(lines, 'phone|mobile|tel|telephone|cell|phone number');
  const phone = (phoneLine && findPhone(phoneLine)) || findPhone(lines.join('\n')) || null;

  const linkedin = LINKEDIN.exec(text)?.[1];
  const title = labeled(
    lines,
    'title|job title|current title|position|current position|role|current role|headline',
  );
  const skills = labeled(lines, 'skills|technical skills|key skills|core skills|competencies');

  return {
    name: name ?? null,
    firstName: parts.length >= 2 ? parts[0]! : null,
    lastName: parts.length >= 2 ? parts.slice(1).join(' ') : null,
    email,
    phone: phone && phone.length <= 64 ? phone : null,
    locationName: labeled(lines, 'location|address|city|based in') ?? null,
    jobTitle: title ? splitList(title, /[;|]/, 10) : [],
    skills: skills ? splitList(skills, /[,;|•·]/, 50) : [],
    linkedinUrl: linkedin ? `https://www.linkedin.com/in/${linkedin}` : null,
  };
}
