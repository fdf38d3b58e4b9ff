import { type Command, Option } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { fieldOf, sendsOperations } from '../../lib/operations.ts';

export function registerResumesUpload(resumes: Command, ctx: CliContext): void {
  const mimeTypes = fieldOf('crm.contacts.resume', 'body', 'mimeType').enum?.map(String) ?? [];
  sendsOperations(resumes.command('upload'), 'crm.contacts.resume')
    .summary('upload a resume to a contact (queued for parsing)')
    .description(
      'Upload a resume file to a contact; the service queues it for parsing, which later fills only the ' +
        "contact's empty fields. The file type is read from its first bytes (PDF, DOC or DOCX) and the file " +
        'is checked before anything is sent (size limit 10 MB, not empty, a resume type): a bad file spends ' +
        "no quota. Spends one daily CRM call and one of the key's daily resume uploads (see `platform-api usage`).",
    )
    .argument('<contact-id>', 'contact id (24 hexadecimal characters)')
    .argument('<file>', 'the resume file; - reads stdin')
    .option('--file-name <name>', "the name the service stores (default: the file's name)")
    .addOption(
      new Option('--mime-type <type>', 'the type you expect; a file of another type is refused').choices(
        mimeTypes,
      ),
    )
    .addHelpText(
      'after',
      examples(
        'platform-api resumes upload 65f1c0de00000000000000f1 ./cv/jane-doe.pdf',
        'curl -s https://example.com/cv.docx | platform-api resumes upload 65f1c0de00000000000000f1 - --file-name cv.docx',
      ),
    )
    .action(lazyAction(ctx, () => import('./upload.run.ts')));
}
