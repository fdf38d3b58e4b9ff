import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { hexId } from '../../lib/input.ts';
import { controlCommand } from './control-options.ts';

export function registerEmulatorApply(emulator: Command, ctx: CliContext): void {
  controlCommand(
    emulator,
    'apply',
    'platform-api emulator apply',
    'platform-api emulator apply --post-id 6955b900e6e1a7000000007e --name "Grace Hopper" --email grace@example.com --resume',
  )
    .summary('a candidate applies to a published job')
    .description(
      'Simulate an application, as a candidate on the job page would: the person becomes (or matches) a ' +
        "contact, a card lands in the job's pipeline, and application.received goes to the organization's " +
        'endpoints (attempted before the command answers). Without --post-id: the newest published job of the ' +
        "key's organization, or one published for the purpose.",
    )
    .option('--post-id <id>', 'the published job (default: see above)', hexId)
    .option('--name <name>', "the candidate's name (default: Ada Lovelace)")
    .option('--email <email>', "the candidate's email, the person's key (default: a new one each time)")
    .option('--phone <number>', "the candidate's phone number")
    .option('--location <text>', "the candidate's location")
    .option('--country <code>', "the candidate's country, ISO 3166-1 alpha-2")
    .option('--resume', 'the candidate attaches a resume (the event then carries a resume link)')
    .option('--video', 'the candidate uploads a video')
    .option('--source <flow>', 'the apply flow (default: desktop)')
    .action(lazyAction(ctx, () => import('./apply.run.ts')));
}
