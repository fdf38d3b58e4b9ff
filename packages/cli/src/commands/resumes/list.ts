import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';

export function registerResumesList(resumes: Command, ctx: CliContext): void {
  resumes
    .command('list')
    .summary("a contact's resume count")
    .description(
      "Whether a contact has resumes and how many (from the contact's read: one CRM call). The API lists no " +
        'resume files and serves none back; resumes sent by applicants arrive as links in application.received ' +
        'events (`webhooks assets get`).',
    )
    .argument('<contact-id>', 'contact id (24 hexadecimal characters)')
    .addHelpText('after', examples('platform-api resumes list 65f1c0de00000000000000f1'))
    .action(lazyAction(ctx, () => import('./list.run.ts')));
}
