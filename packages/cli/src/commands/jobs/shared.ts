import type { PublicJob } from '@platform-api/sdk/schemas';
import type { CliContext } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { bodyFrom, readBytes } from '../../lib/input.ts';
import { formatFields } from '../../lib/output.ts';
import type { PromptOptions } from './prompt-options.ts';

/** The job-builder body: `--data`, then the prompt (words or `--prompt-file`) and the language. */
export async function promptBody(
  ctx: CliContext,
  words: readonly string[],
  options: PromptOptions,
  extra: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  let prompt: string | undefined = words.length > 0 ? words.join(' ') : undefined;
  if (options.promptFile !== undefined) {
    if (prompt !== undefined)
      throw new CliError('Give the hiring request as words or with --prompt-file, not both');
    prompt = new TextDecoder().decode(await readBytes(ctx, options.promptFile)).trim();
  }
  const body = await bodyFrom(ctx, options.data, { prompt, language: options.language, ...extra });
  if (typeof body.prompt !== 'string') {
    throw new CliError(
      'Give the hiring request: platform-api jobs generate "Senior Rust engineer in Lisbon"',
    );
  }
  return body;
}

/** A generated job: `label: value` lines. */
export function renderJob(job: PublicJob): string {
  const salary = job.salary;
  const pay =
    salary.high > 0
      ? `${salary.currencySymbol}${salary.low}–${salary.currencySymbol}${salary.high} ${salary.period} (${salary.currency})${salary.negotiable ? ', negotiable' : ''}`
      : undefined;
  return formatFields([
    ['title', job.title],
    ['language', job.language],
    ['work mode', `${job.workMode.type}, ${job.workMode.displayName}`],
    ['salary', pay],
    ['employment', job.employmentTypes.join(', ') || job.primaryEmploymentType],
    ['categories', job.categories.map((c) => c.name).join(', ') || undefined],
    ['education', job.education.join(', ') || undefined],
    ['skills', job.skills.join(', ') || undefined],
    [
      'description',
      job.description ? `${job.description.length} characters of HTML (--json shows it)` : undefined,
    ],
  ]);
}
