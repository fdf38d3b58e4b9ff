// The contact, interaction and resume examples of docs/crm.md (each #region is shown there
// verbatim), run by test/crm-interactions-resumes.test.ts against an emulator with the demo seed.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPlatformError, PlatformClient } from '@platform-api/sdk';

const baseUrl = process.env.PLATFORM_BASE_URL ?? 'http://127.0.0.1:4010';
const client = new PlatformClient({
  apiKey: process.env.PLATFORM_API_KEY ?? 'pk_demo_acme_admin_5Qm8rT2vXk9LpZ4w', // a demo key of the emulator
  baseUrl,
  workspaceId: process.env.PLATFORM_WORKSPACE_ID ?? '65f1c0de00000000000000a1', // Acme's Default workspace
});

/** A one-page PDF with a few lines of text, written to a temporary file (any real CV does). */
async function writeSampleResume(lines: string[]): Promise<string> {
  const text = lines.map((l, i) => `${i === 0 ? '' : '0 -14 Td '}(${l}) Tj`).join('\n');
  const content = `BT /F1 11 Tf 72 760 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const path = join(await mkdtemp(join(tmpdir(), 'cv-')), 'ada-lovelace.pdf');
  await writeFile(path, pdf, 'latin1');
  return path;
}
const cvPath = await writeSampleResume([
  'Ada Lovelace',
  'Email: ada.l@example.com',
  'Location: London, United Kingdom',
  'Title: Analyst Programmer',
  'Skills: Mathematics, Analytical Engine, Algorithms',
]);

// #region contacts
const ada = await client.crm.contacts.create({
  name: 'Ada Lovelace',
  emails: [{ email: 'ada@example.com', type: 'work' }],
  tags: ['Referral'],
});
console.log(ada.name, ada.deduplicated === false); // Ada Lovelace true (a second create would match by email)

// Newest first, or a full-text search; a page is async-iterable over every following page too.
for await (const c of client.crm.contacts.list({ search: 'lovelace', pageSize: 50 })) {
  console.log(c.id, c.name);
}

const full = await client.crm.contacts.get(ada.id); // emails and phones show on the single read only
console.log(full.emails[0]?.email); // ada@example.com
await client.crm.contacts.update(ada.id, {
  companyName: 'Analytical Engines',
  phones: [{ phone: '+44 20 7946 0000' }],
});

const temp = await client.crm.contacts.create({ name: 'Temporary Contact' });
await client.crm.contacts.delete(temp.id); // archived: its interactions and pipeline cards go with it
// #endregion contacts

// #region interactions
// Type names come from the catalog: read it rather than hard-coding them.
const { categories } = await client.crm.interactionTypes();
for (const { category, types } of categories) {
  console.log(`${category}: ${types.map((t) => t.name).join(', ')}`);
}

await client.crm.contacts.interactions.log(ada.id, {
  type: 'phonecall',
  notes: 'Intro call; open to hybrid',
});
// A date in the future records a scheduled follow-up.
const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
const followUp = await client.crm.contacts.interactions.log(ada.id, { type: 'followup', date: inAWeek });
console.log(followUp.type, followUp.scheduled); // followup true

// The timeline, newest first (scheduled entries on top), optionally one type only.
for await (const entry of client.crm.contacts.interactions.list(ada.id, { pageSize: 50 })) {
  console.log(entry.date, entry.type, entry.notes ?? '');
}
const calls = await client.crm.contacts.interactions.list(ada.id, { type: 'phonecall' });
console.log(calls.items.length); // 1
// #endregion interactions

// #region interaction-errors
try {
  await client.crm.contacts.interactions.log(ada.id, { type: 'phone' });
} catch (error) {
  if (isPlatformError(error, 'UNKNOWN_INTERACTION_TYPE')) {
    const valid = error.details.map((d) => d.message); // every valid type name
    console.log(error.errorCode, valid[0]); // UNKNOWN_INTERACTION_TYPE phonecall
  } else {
    throw error;
  }
}
// #endregion interaction-errors

// #region resumes
// A file path (Node.js), bytes (Uint8Array, Buffer, ArrayBuffer) or a Blob/File. The type (PDF, DOC
// or DOCX) is read from the file's first bytes; the name defaults to the path's or the File's.
const upload = await client.crm.contacts.uploadResume(ada.id, cvPath);
console.log(upload.parseStatus, upload.mimeType); // queued application/pdf

// Already in base64? Send it as it is (the service checks it the same way).
const contentBase64 = (await readFile(cvPath)).toString('base64');
await client.crm.contacts.resume(ada.id, { fileName: 'ada.pdf', mimeType: 'application/pdf', contentBase64 });

const { resumeUpload } = await client.crm.usage();
console.log(`${resumeUpload.remaining} of ${resumeUpload.dailyLimit} resume uploads left today for this key`);
// #endregion resumes

// #region resume-errors
// Checked before sending (nothing spent): above 10 MB, empty, not a PDF/DOC/DOCX, or not the type given.
try {
  await client.crm.contacts.uploadResume(ada.id, new Uint8Array(11 * 1024 * 1024));
} catch (error) {
  if (!isPlatformError(error, 'PAYLOAD_TOO_LARGE')) throw error;
  console.log(error.errorCode, error.statusCode === 413); // PAYLOAD_TOO_LARGE true
}
try {
  await client.crm.contacts.uploadResume(ada.id, cvPath, { mimeType: 'application/msword' });
} catch (error) {
  if (!isPlatformError(error, 'MIME_MISMATCH')) throw error;
  console.log(error.errorCode, error.local); // MIME_MISMATCH true
}
// #endregion resume-errors

// #region emulator
// The emulator starts parsing 2 s after an upload and is done 5 s later, on its virtual clock: move
// the clock instead of waiting. Parsing writes only into the contact's empty fields.
await fetch(`${baseUrl}/_emulator/clock`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ advanceSeconds: 10 }),
});
const parsed = await client.crm.contacts.get(ada.id);
// parsed: London, United Kingdom Analyst Programmer 1 (the email was set already: kept)
console.log('parsed:', parsed.locationName, parsed.jobTitle.join(', '), parsed.emails.length);
const states = await fetch(`${baseUrl}/_emulator/resumes?contactId=${ada.id}`).then((r) => r.json());
console.log(states.items.map((r: { parseStatus: string }) => r.parseStatus).join(' ')); // parsed parsed
// #endregion emulator
