import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { Session } from '../../lib/session.ts';
import { apply, renderApplication } from '../emulator/apply.run.ts';
import { renderDelivery } from './deliveries/shared.ts';

interface TriggerOptions {
  endpoint?: string;
  postId?: string;
  name?: string;
  email?: string;
  resume?: boolean;
}

export async function run(
  ctx: CliContext,
  event: string,
  options: TriggerOptions,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  if (event === 'application.received') {
    const application = await apply(session, options);
    session.printer.result(
      application,
      () => `Triggered application.received\n\n${renderApplication(application)}`,
    );
    return;
  }
  if (options.endpoint === undefined) {
    throw new CliError(
      `${event} is sent to one endpoint: pass --endpoint <id> (\`platform-api webhooks endpoints list\`)`,
    );
  }
  const client = await session.client();
  const delivery =
    event === 'webhook.ping'
      ? await client.webhooks.endpoints.test(options.endpoint)
      : await client.webhooks.endpoints.verify(options.endpoint);
  session.printer.result(
    delivery,
    () => `Triggered ${event} to ${options.endpoint}\n\n${renderDelivery(delivery)}`,
  );
}
