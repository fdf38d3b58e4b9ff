import { Argument, type Command } from 'commander';
import { lazyAction } from '../lib/command.ts';
import type { CliContext } from '../lib/context.ts';
import { examples } from '../lib/help.ts';

export function registerCompletionCommand(program: Command, ctx: CliContext): void {
  program
    .command('completion')
    .summary('print the shell completion script (bash, zsh, fish)')
    .description(
      'Print the completion script of a shell: commands, subcommands, flags, choices, and profile names ' +
        "(read from the config file when you press Tab). Load it in your shell's start-up file.",
    )
    .addArgument(new Argument('<shell>', 'the shell').choices(['bash', 'zsh', 'fish']))
    .addHelpText(
      'after',
      examples(
        '# bash: in ~/.bashrc',
        'source <(platform-api completion bash)',
        '# zsh: in ~/.zshrc (after compinit)',
        'source <(platform-api completion zsh)',
        '# fish',
        'platform-api completion fish > ~/.config/fish/completions/platform-api.fish',
      ),
    )
    .action(lazyAction(ctx, () => import('./completion.run.ts')));
}
