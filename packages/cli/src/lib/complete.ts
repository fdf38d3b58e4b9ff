import type { Argument, Command, Option } from 'commander';
import type { CliIo } from './context.ts';
import { PROFILE_SETTINGS, readConfigFile } from './profiles.ts';

/** The hidden first argument the shell scripts call: `platform-api __complete <words...>`. */
export const COMPLETE_COMMAND = '__complete';

/** One candidate: the value, and what it is (zsh and fish show it). */
export interface Candidate {
  value: string;
  description: string;
}

/** The options a command takes: its own, then those of its ancestors (the global ones). */
function optionsOf(command: Command): Option[] {
  const options: Option[] = [];
  for (let each: Command | null = command; each; each = each.parent) options.push(...each.options);
  return options;
}

function findOption(command: Command, word: string): Option | undefined {
  const name = word.split('=')[0];
  return optionsOf(command).find((option) => option.long === name || option.short === name);
}

/** Values of an argument or option: its choices, profile names, setting names. */
async function valuesOf(
  thing: Argument | Option,
  name: string,
  io: Pick<CliIo, 'env'>,
): Promise<Candidate[]> {
  if (thing.argChoices) return thing.argChoices.map((value) => ({ value, description: '' }));
  if (name === 'profile') {
    try {
      const { config } = await readConfigFile(io.env);
      return Object.entries(config.profiles).map(([value, profile]) => ({
        value,
        description: profile.baseUrl ?? '',
      }));
    } catch {
      return [];
    }
  }
  if (name === 'setting') {
    return Object.entries(PROFILE_SETTINGS).map(([value, { description }]) => ({ value, description }));
  }
  return [];
}

/**
 * What completes the last of `words` (the words typed after `platform-api`, the last one being
 * completed, possibly empty), read from the program itself: commands and their aliases, flags (the
 * command's and the global ones), an option's or argument's choices, profile and setting names. The
 * shell scripts of `platform-api completion` call it at each Tab, so completion is always the
 * command tree of the installed CLI (gh and cobra do the same).
 */
export async function complete(
  program: Command,
  words: readonly string[],
  io: Pick<CliIo, 'env'>,
): Promise<Candidate[]> {
  const typed = words.slice(0, -1);
  const current = words[words.length - 1] ?? '';
  let command = program;
  let positionals = 0;
  let pendingValue: Option | undefined;
  for (const word of typed) {
    if (pendingValue) {
      pendingValue = undefined;
      continue;
    }
    if (word.startsWith('-')) {
      const option = findOption(command, word);
      if (option && (option.required || option.optional) && !word.includes('=')) pendingValue = option;
      continue;
    }
    const sub = command.commands.find((each) => each.name() === word || each.aliases().includes(word));
    if (sub) {
      command = sub;
      positionals = 0;
    } else positionals += 1;
  }
  const matching = (candidates: Candidate[]) => candidates.filter((each) => each.value.startsWith(current));
  if (pendingValue) return matching(await valuesOf(pendingValue, pendingValue.attributeName(), io));
  if (current.startsWith('-')) {
    return matching(
      optionsOf(command)
        .filter((option) => option.long && !option.hidden)
        .map((option) => ({ value: option.long!, description: option.description })),
    );
  }
  const subcommands = command.commands;
  if (subcommands.length > 0) {
    return matching(
      subcommands.map((each) => ({ value: each.name(), description: each.summary() || each.description() })),
    );
  }
  const args = command.registeredArguments;
  const argument = args[Math.min(positionals, args.length - 1)];
  if (!argument || (positionals >= args.length && !argument.variadic)) return [];
  return matching(await valuesOf(argument, argument.name(), io));
}

/** The candidates as the shell scripts read them: `value<TAB>description`, one a line. */
export function formatCandidates(candidates: readonly Candidate[]): string {
  return candidates
    .map((each) => `${each.value}\t${each.description.replace(/\s+/g, ' ').slice(0, 80)}\n`)
    .join('');
}

/** The completion script of `shell`: a shim that asks `platform-api __complete` at each Tab. */
export function completionScript(shell: 'bash' | 'zsh' | 'fish'): string {
  switch (shell) {
    case 'bash':
      return `# platform-api completion for bash. Load it with: source <(platform-api completion bash)
_platform_api_complete() {
  local line
  local -a candidates=()
  while IFS= read -r line; do
    [[ -n "$line" ]] && candidates+=("\${line%%$'\\t'*}")
  done < <(platform-api ${COMPLETE_COMMAND} "\${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null)
  COMPREPLY=("\${candidates[@]}")
}
complete -o default -F _platform_api_complete platform-api
`;
    case 'zsh':
      return `#compdef platform-api
# platform-api completion for zsh. Load it with: source <(platform-api completion zsh) (after compinit)
_platform_api() {
  local line
  local -a specs
  for line in "\${(@f)$(platform-api ${COMPLETE_COMMAND} "\${(@)words[2,CURRENT]}" 2>/dev/null)}"; do
    [[ -n "$line" ]] || continue
    specs+=("\${\${line%%$'\\t'*}//:/\\\\:}:\${line#*$'\\t'}")
  done
  if (( \${#specs} )); then
    _describe 'platform-api' specs
  else
    _files
  fi
}
compdef _platform_api platform-api
`;
    case 'fish':
      return `# platform-api completion for fish. Save it as ~/.config/fish/completions/platform-api.fish
function __platform_api_complete
    set -l words (commandline -opc) (commandline -ct)
    platform-api ${COMPLETE_COMMAND} $words[2..-1] 2>/dev/null
end
complete -c platform-api -f -a '(__platform_api_complete)'
`;
  }
}
