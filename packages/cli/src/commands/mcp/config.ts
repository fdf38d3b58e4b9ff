import { type Command, Option } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';

/** The MCP clients `mcp config` writes for, with where each reads its configuration. */
export const MCP_CLIENTS = {
  claude: 'Claude Code: .mcp.json in the project (or `claude mcp add`)',
  cursor: 'Cursor: .cursor/mcp.json in the project, or ~/.cursor/mcp.json',
  vscode: 'VS Code: .vscode/mcp.json in the workspace',
} as const;

export function registerMcpCommand(program: Command, ctx: CliContext): void {
  const mcp = program
    .command('mcp')
    .summary('connect an AI client to the agent tool server')
    .description(
      'The agent tool server (MCP, Streamable HTTP at <base-url>/mcp): connect an AI client to it.',
    )
    .addHelpText('after', examples('platform-api mcp config --client cursor > .cursor/mcp.json'));
  mcp
    .command('config')
    .summary('print the snippet that connects an MCP client, with the current key')
    .description(
      'Print the configuration snippet that connects an MCP client to the tool server with the current ' +
        "profile's key (flag > environment > profile), sent in a header as the spec allows (x-api-key, or " +
        'Authorization: Bearer). The snippet holds the key itself: keep the file out of version control. ' +
        Object.values(MCP_CLIENTS).join('; '),
    )
    .addOption(
      new Option('--client <client>', 'the MCP client')
        .choices(Object.keys(MCP_CLIENTS))
        .makeOptionMandatory(),
    )
    .addOption(
      new Option('--auth <header>', 'how the key is sent')
        .choices(['x-api-key', 'bearer'])
        .default('x-api-key'),
    )
    .option('--url <url>', 'the tool server (default: <base-url>/mcp)')
    .option('--name <name>', "the server's name in the client", 'platform-api')
    .addHelpText(
      'after',
      examples(
        'platform-api mcp config --client cursor > .cursor/mcp.json',
        'platform-api --profile acme mcp config --client vscode --auth bearer > .vscode/mcp.json',
        'platform-api mcp config --client claude > .mcp.json',
      ),
    )
    .action(lazyAction(ctx, () => import('./config.run.ts')));
}
