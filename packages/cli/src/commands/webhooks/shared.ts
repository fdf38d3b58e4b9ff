import { ENV_WEBHOOK_SECRET } from '../../lib/config.ts';
import type { CliContext } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';

/** `--secret` values, else `PLATFORM_WEBHOOK_SECRET` (several separated by spaces); kept out of all output. */
export function resolveSecrets(ctx: CliContext, flags: readonly string[] | undefined): string[] {
  const secrets =
    flags && flags.length > 0 ? [...flags] : (ctx.io.env[ENV_WEBHOOK_SECRET] ?? '').split(/\s+/);
  const given = secrets.map((secret) => secret.trim()).filter((secret) => secret !== '');
  if (given.length === 0) {
    throw new CliError(`Missing signing secret: pass --secret whsec_... or set ${ENV_WEBHOOK_SECRET}`, {
      code: 'CONFIGURATION_ERROR',
    });
  }
  for (const secret of given) ctx.addSecret(secret);
  return given;
}
