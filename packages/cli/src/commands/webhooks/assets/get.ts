import type { Command } from 'commander';
import { lazyAction } from '../../../lib/command.ts';
import type { CliContext } from '../../../lib/context.ts';
import { examples } from '../../../lib/help.ts';
import { sendsOperations } from '../../../lib/operations.ts';

export function registerWebhooksAssets(webhooks: Command, ctx: CliContext): void {
  const assets = webhooks
    .command('assets')
    .summary('download the file behind a resume link')
    .description("Files behind links in deliveries (an applicant's resume: candidate.resumeUrl).")
    .addHelpText(
      'after',
      examples('platform-api webhooks assets get "$(jq -r .data.candidate.resumeUrl event.json)"'),
    );
  sendsOperations(assets.command('get'), 'webhooks.assets.redeem')
    .summary('download the file behind a resume link')
    .description(
      'Redeem a resume link of an application.received event (its URL or bare token) with the key, then ' +
        'download the file it points to without the key. Writes the file to --output (default: the ' +
        "file's own name in the current folder); - writes it to stdout.",
    )
    .argument('<url-or-token>', 'candidate.resumeUrl of the event, or the token at its end')
    .option('-o, --output <file>', "where to write the file; - for stdout (default: the file's name)")
    .addHelpText(
      'after',
      examples(
        'platform-api webhooks assets get "$(jq -r .data.candidate.resumeUrl event.json)"',
        'platform-api webhooks assets get <token> -o resume.pdf',
      ),
    )
    .action(lazyAction(ctx, () => import('./get.run.ts')));
}
