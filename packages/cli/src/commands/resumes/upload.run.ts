import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { formatFields } from '../../lib/output.ts';
import { Session } from '../../lib/session.ts';

interface UploadOptions {
  fileName?: string;
  mimeType?: string;
}

export async function run(
  ctx: CliContext,
  contactId: string,
  file: string,
  options: UploadOptions,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  // A path is read by the SDK (its size checked before reading); stdin is read here.
  const source = file === '-' ? await ctx.io.readStdin() : file;
  const upload = await client.crm.contacts.uploadResume(contactId, source, {
    fileName: options.fileName,
    mimeType: options.mimeType as never,
  });
  session.printer.result(upload, () =>
    formatFields([
      ['resume', upload.resumeId],
      ['contact', upload.contactId],
      ['file', `${upload.fileName} (${upload.mimeType}, ${upload.sizeBytes} bytes)`],
      ['parse status', upload.parseStatus],
    ]),
  );
}
