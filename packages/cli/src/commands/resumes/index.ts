import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { registerResumesList } from './list.ts';
import { registerResumesUpload } from './upload.ts';

export function registerResumesCommand(program: Command, ctx: CliContext): void {
  const resumes = program
    .command('resumes')
    .summary("upload a contact's resume; a contact's resume count")
    .description(
      "Resumes of CRM contacts: upload one (PDF, DOC, DOCX), see a contact's count. The API has no read of " +
        'resume files: parsed fields land in the contact (`contacts get`).',
    )
    .addHelpText(
      'after',
      examples(
        'platform-api resumes upload 65f1c0de00000000000000f1 ./cv/jane-doe.pdf',
        'platform-api resumes list 65f1c0de00000000000000f1',
      ),
    );
  registerResumesUpload(resumes, ctx);
  registerResumesList(resumes, ctx);
}
