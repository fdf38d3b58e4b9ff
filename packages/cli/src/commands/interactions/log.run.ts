import type { InteractionLogInput } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { bodyFrom } from '../../lib/input.ts';
import { Session } from '../../lib/session.ts';
import { renderInteraction } from './shared.ts';

interface LogOptions {
  type?: string;
  notes?: string;
  date?: string;
  data?: string;
}

export async function run(
  ctx: CliContext,
  contactId: string,
  options: LogOptions,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const notes =
    options.notes === '-' ? new TextDecoder().decode(await ctx.io.readStdin()).trimEnd() : options.notes;
  const body = await bodyFrom(ctx, options.data, { type: options.type, notes, date: options.date });
  if (typeof body.type !== 'string') {
    throw new CliError('interactions log needs --type <name> (see `platform-api interactions types`)');
  }
  const client = await session.client();
  const entry = await client.crm.contacts.interactions.log(contactId, {
    ...body,
    type: body.type,
  } as InteractionLogInput);
  session.printer.result(
    entry,
    () => `Logged ${entry.type} on contact ${entry.contactId}\n\n${renderInteraction(entry)}`,
  );
}
