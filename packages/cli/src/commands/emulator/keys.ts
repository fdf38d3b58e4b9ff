import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { collect, hexId } from '../../lib/input.ts';
import { controlCommand } from './control-options.ts';

export function registerEmulatorKeys(emulator: Command, ctx: CliContext): void {
  const keys = emulator
    .command('keys')
    .summary('API keys: create, revoke')
    .description("API keys of the emulator's organizations: make one (its plaintext shown once), revoke one.")
    .addHelpText(
      'after',
      examples(
        'platform-api emulator keys create 65f1c0de0000000000000001 --scope crm:read --save-profile acme-reader',
        'platform-api emulator keys revoke <key-id>',
      ),
    );
  controlCommand(
    keys,
    'create',
    'platform-api emulator keys create 65f1c0de0000000000000001',
    'platform-api emulator keys create 65f1c0de0000000000000001 --scope crm:read --save-profile acme-reader',
  )
    .summary('make an API key (prints it once)')
    .description(
      'Make an API key for an organization: every scope its plan allows and all its workspaces unless ' +
        'said otherwise. The key is printed once; --save-profile stores it with the base URL in a profile ' +
        '(and its workspace, when it grants one) instead of printing it.',
    )
    .argument('<org-id>', 'organization id', hexId)
    .option('--scope <scope>', 'a scope the key carries (repeatable; default: all the plan allows)', collect)
    .option(
      '--workspace <id>',
      "a workspace the key grants (repeatable; default: all of the organization's)",
      collect,
    )
    .option('--user <id>', "the member it belongs to (another key's userId: one member, two keys)")
    .option('--expires-at <instant>', 'when the key expires (ISO 8601)')
    .option('--save-profile <name>', 'save the key in this profile instead of printing it')
    .action(lazyAction(ctx, () => import('./keys.run.ts'), 'create'));
  controlCommand(keys, 'revoke', 'platform-api emulator keys revoke <key-id>')
    .summary('revoke an API key')
    .argument('<key-id>', "the key's id (not the key)")
    .action(lazyAction(ctx, () => import('./keys.run.ts'), 'revoke'));
}
