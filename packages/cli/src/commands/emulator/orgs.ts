import { type Command, Option } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { collect } from '../../lib/input.ts';
import { controlCommand } from './control-options.ts';

export function registerEmulatorOrgs(emulator: Command, ctx: CliContext): void {
  const orgs = emulator
    .command('orgs')
    .summary('organizations: create, list')
    .description("The emulator's organizations: make one (with its workspaces), list them with their keys.")
    .addHelpText(
      'after',
      examples(
        'platform-api emulator orgs create --plan platinum --name Acme --workspace Default --workspace Sales',
        'platform-api emulator orgs list',
      ),
    );
  controlCommand(
    orgs,
    'create',
    'platform-api emulator orgs create --plan platinum --name Acme --workspace Default --workspace Sales',
  )
    .summary('make an organization')
    .addOption(
      new Option('--plan <plan>', 'its plan: free allows job-search only')
        .choices(['free', 'platinum', 'diamond', 'enterprise'])
        .makeOptionMandatory(),
    )
    .option('--name <name>', "its name (default: the emulator's)")
    .option(
      '--workspace <name>',
      'a workspace to make, by name (repeatable; default: one named Default)',
      collect,
    )
    .action(lazyAction(ctx, () => import('./orgs.run.ts'), 'create'));
  controlCommand(orgs, 'list', 'platform-api emulator orgs list', 'platform-api emulator orgs list --json')
    .summary('organizations with their workspaces and keys (key prefixes only)')
    .action(lazyAction(ctx, () => import('./orgs.run.ts'), 'list'));
}
