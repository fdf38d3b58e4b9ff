import { completionScript } from '../lib/complete.ts';
import type { CliContext } from '../lib/context.ts';

export async function run(ctx: CliContext, shell: 'bash' | 'zsh' | 'fish'): Promise<void> {
  ctx.out(completionScript(shell));
}
