import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { integerIn } from '../../lib/input.ts';
import { controlCommand } from './control-options.ts';

export function registerEmulatorFaults(emulator: Command, ctx: CliContext): void {
  const faults = emulator
    .command('faults')
    .summary('make requests fail: add, list, clear')
    .description(
      "Injected faults: the next requests whose method and path match answer an error (the spec's envelope) " +
        'after an optional delay. The control API itself is never hit.',
    )
    .addHelpText(
      'after',
      examples(
        'platform-api emulator faults add --path /api/v3.0/crm --status 503 --times 2',
        'platform-api emulator faults add --method POST --path /api/v3.0/crm/public/contacts --status 429 --error-code RATE_LIMIT_EXCEEDED',
        'platform-api emulator faults list',
        'platform-api emulator faults clear',
      ),
    );
  controlCommand(
    faults,
    'add',
    'platform-api emulator faults add --path /api/v3.0/crm --status 503 --times 2',
    'platform-api emulator faults add --method GET --path /api/v3.0/job-search/public/search --status 504 --delay-ms 2000',
  )
    .summary('make the next matching requests fail')
    .requiredOption('--path <prefix>', 'path prefix the request must start with, e.g. /api/v3.0/crm')
    .requiredOption('--status <code>', 'the status to answer, 200 to 599', integerIn(200, 599))
    .option('--method <method>', 'only requests with this method (default: any)')
    .option('--error-code <code>', "the envelope's errorCode (default: the status's usual code)")
    .option('--times <n>', 'how many requests it strikes (default: 1)', integerIn(1, 1_000_000))
    .option('--delay-ms <ms>', 'wait this long before answering', integerIn(0, 60_000))
    .action(lazyAction(ctx, () => import('./faults.run.ts'), 'add'));
  controlCommand(faults, 'list', 'platform-api emulator faults list')
    .summary('the faults waiting to strike')
    .action(lazyAction(ctx, () => import('./faults.run.ts'), 'list'));
  controlCommand(faults, 'clear', 'platform-api emulator faults clear')
    .summary('remove every fault')
    .action(lazyAction(ctx, () => import('./faults.run.ts'), 'clear'));
}
