import { type Command, Option } from 'commander';
import { addDataOption } from '../../lib/input.ts';
import { boundsText, fieldOf, type OperationId } from '../../lib/operations.ts';

/** Flags of `jobs generate` and `jobs create`, as commander parses them. */
export interface PromptOptions {
  promptFile?: string;
  language: string;
  data?: string;
}

/** The prompt (words, or --prompt-file) and the language of the job-builder's two writes, from the table. */
export function addPromptOptions(command: Command, id: OperationId): Command {
  const prompt = fieldOf(id, 'body', 'prompt');
  const languages = fieldOf(id, 'body', 'language').enum?.map(String) ?? [];
  return addDataOption(command)
    .argument('[prompt...]', `the hiring request in natural language (${boundsText(prompt)})`)
    .option('--prompt-file <file>', 'read the hiring request from a file; - reads stdin')
    .addOption(
      new Option('--language <code>', 'language of the generated job (only en and es match the job surfaces)')
        .choices(languages)
        .default('en'),
    );
}
