import { decodeBase64, FILE_TYPE_NAMES, operations } from '@platform-api/sdk/operations';
import {
  detectFileType,
  RESUME_MAX_BYTES,
  type ResumeMimeType,
  type resumeUploadSchema,
} from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import type { EmulatorCore } from '../../engine/core.ts';
import { HttpError } from '../../engine/errors.ts';
import {
  type ResumeExtract,
  type ResumeRecord,
  resumeRecordSchema,
} from '../../store/crm-interactions-resumes.ts';
import type { ContactRecord } from '../../store/schemas.ts';
import { Table } from '../../store/table.ts';
import { checkBase64 } from './base64-check.ts';
import type { ContactService } from './contacts.ts';

const { crm } = operations;

/** Parsing starts this long after the upload (state `processing`)... */
export const RESUME_PARSE_START_MS = 2_000;
/** ...and ends this long after it started (state `parsed` or `failed`). */
export const RESUME_PARSE_DURATION_MS = 5_000;

type ResumeUpload = z.output<typeof resumeUploadSchema>;

/**
 * Checks a resume's content as the service does, in this order: base64 (400 INVALID_BASE64), decoded
 * size (413 PAYLOAD_TOO_LARGE), emptiness (400 EMPTY_FILE), real type against `mimeType`
 * (400 MIME_MISMATCH). Answers the decoded bytes.
 */
export function checkResumeFile(input: ResumeUpload): { bytes: Uint8Array; base64: string } {
  const b64 = checkBase64(input.contentBase64);
  if (!b64.ok) {
    throw new HttpError('INVALID_BASE64', `contentBase64 cannot be decoded: ${b64.message}.`, {
      details: [{ field: 'contentBase64', message: b64.message }],
    });
  }
  if (b64.decodedSize > RESUME_MAX_BYTES) {
    throw new HttpError(
      'PAYLOAD_TOO_LARGE',
      `The resume is ${b64.decodedSize} bytes decoded; the limit is 10 MB (${RESUME_MAX_BYTES} bytes).`,
      {
        details: [
          {
            field: 'contentBase64',
            message: `decoded size ${b64.decodedSize} is above ${RESUME_MAX_BYTES} bytes`,
          },
        ],
      },
    );
  }
  if (b64.decodedSize === 0) {
    throw new HttpError('EMPTY_FILE', 'The resume is empty: contentBase64 decodes to 0 bytes.', {
      details: [{ field: 'contentBase64', message: 'decodes to an empty file' }],
    });
  }
  const bytes = decodeBase64(b64.normalized);
  const actual = detectFileType(bytes);
  if (actual !== input.mimeType) {
    throw new HttpError(
      'MIME_MISMATCH',
      `mimeType is ${input.mimeType} but the file is ${FILE_TYPE_NAMES[actual]}${actual === 'unknown' || actual === 'application/zip' ? '' : ` (${actual})`}; send the file's real type (PDF, DOC or DOCX only).`,
      {
        details: [
          {
            field: 'mimeType',
            message: `the content is ${actual === 'unknown' ? 'not a PDF, DOC or DOCX' : actual}`,
          },
        ],
      },
    );
  }
  return { bytes, base64: b64.normalized };
}

function isEmpty(value: string | null): boolean {
  return value === null || value.trim() === '';
}

/**
 * Resumes: the upload, its parse on the virtual clock (queued → processing → parsed | failed), and
 * writing what the parse found into the contact's empty fields.
 */
export class ResumeService {
  readonly table: Table<typeof resumeRecordSchema>;
  readonly #core: EmulatorCore;
  readonly #contacts: ContactService;

  constructor(core: EmulatorCore, contacts: ContactService) {
    this.#core = core;
    this.#contacts = contacts;
    // Exported, imported and reset with the rest of the state.
    this.table = core.state.addTable(new Table('resumes', resumeRecordSchema));
  }

  /** Stores an upload whose file passed the checks, counts it on the contact and queues its parse. */
  async upload(
    ctx: { keyId: string; userId: string | null },
    contact: ContactRecord,
    input: ResumeUpload,
    file: { bytes: Uint8Array; base64: string },
  ): Promise<ResumeRecord> {
    const nowMs = this.#core.clock.nowMs();
    const nowIso = new Date(nowMs).toISOString();
    const record = await this.table.insert({
      id: this.#core.newId(),
      orgId: contact.orgId,
      workspaceId: contact.workspaceId,
      contactId: contact.id,
      keyId: ctx.keyId,
      uploadedBy: ctx.userId,
      fileName: input.fileName,
      mimeType: input.mimeType,
      sizeBytes: file.bytes.byteLength,
      parseStatus: 'queued',
      createdAt: nowIso,
      processingAt: new Date(nowMs + RESUME_PARSE_START_MS).toISOString(),
      finishedAt: new Date(nowMs + RESUME_PARSE_START_MS + RESUME_PARSE_DURATION_MS).toISOString(),
      failureReason: null,
      contentBase64: file.base64,
      extracted: null,
      appliedFields: [],
      skipped: [],
    });
    // The file is attached at once: hasResume and resumeCount do not wait for the parse.
    await this.#contacts.exclusive(async () => {
      const current = this.#core.tables.contacts.get(contact.id);
      if (!current || current.archivedAt) return;
      const next = await this.#core.tables.contacts.update(current, (d) => {
        d.hasResume = true;
        d.resumeCount = d.resumeCount + 1;
        d.updatedAt = nowIso;
      });
      this.#contacts.index.replace(current, next);
    });
    this.#schedule(record);
    return record;
  }

  /** Puts a pending parse's next step on the clock (after an upload or an import). */
  #schedule(record: ResumeRecord): void {
    if (record.parseStatus === 'queued') {
      this.#core.clock.schedule('resume-parse-start', Date.parse(record.processingAt), () =>
        this.#start(record.id),
      );
    } else if (record.parseStatus === 'processing') {
      this.#core.clock.schedule('resume-parse-finish', Date.parse(record.finishedAt), () =>
        this.#finish(record.id),
      );
    }
  }

  async #start(id: string): Promise<void> {
    const record = this.table.get(id);
    if (record?.parseStatus !== 'queued') return;
    this.#schedule(
      await this.table.update(record, (d) => {
        d.parseStatus = 'processing';
      }),
    );
  }

  async #finish(id: string): Promise<void> {
    const record = this.table.get(id);
    if (record?.parseStatus !== 'processing') return;
    let outcome: Pick<
      ResumeRecord,
      'parseStatus' | 'failureReason' | 'extracted' | 'appliedFields' | 'skipped'
    >;
    try {
      outcome = await this.#parseAndApply(record);
    } catch {
      // A parse never takes the engine down: it fails like an unreadable file.
      outcome = {
        parseStatus: 'failed',
        failureReason: 'no_text',
        extracted: null,
        appliedFields: [],
        skipped: [],
      };
    }
    await this.table.update(record, (d) => {
      d.parseStatus = outcome.parseStatus;
      d.failureReason = outcome.failureReason;
      d.extracted = outcome.extracted;
      d.appliedFields = outcome.appliedFields;
      d.skipped = outcome.skipped;
      d.contentBase64 = null;
    });
  }

  async #parseAndApply(
    record: ResumeRecord,
  ): Promise<
    Pick<ResumeRecord, 'parseStatus' | 'failureReason' | 'extracted' | 'appliedFields' | 'skipped'>
  > {
    const failed = (failureReason: string) => ({
      parseStatus: 'failed' as const,
      failureReason,
      extracted: null,
      appliedFields: [],
      skipped: [],
    });
    if (record.contentBase64 === null) return failed('no_text');
    // Reading files (PDF, DOCX, ODT, RTF) and the parsing heuristics load with the first resume parsed.
    const [{ extractText }, { parseResumeText }] = await Promise.all([
      import('./resume-text.ts'),
      import('./resume-parser.ts'),
    ]);
    const text = await extractText(decodeBase64(record.contentBase64), record.mimeType as ResumeMimeType);
    if (!text.trim()) return failed('no_text');
    const extracted = parseResumeText(text);
    // Inside the contacts' write turn: the fields are checked empty on the record as it is now.
    return this.#contacts.exclusive(async () => {
      const contact = this.#core.tables.contacts.get(record.contactId);
      if (!contact || contact.archivedAt) return failed('contact_archived');
      const { applied, skipped } = await this.#apply(contact, extracted, record.finishedAt);
      return {
        parseStatus: 'parsed' as const,
        failureReason: null,
        extracted,
        appliedFields: applied,
        skipped,
      };
    });
  }

  /** Writes what was found into the contact's empty fields only; never overwrites, never links. */
  async #apply(
    prev: ContactRecord,
    found: ResumeExtract,
    at: string,
  ): Promise<{ applied: string[]; skipped: { field: string; reason: string }[] }> {
    const applied: string[] = [];
    const skipped: { field: string; reason: string }[] = [];
    const ws = prev.workspaceId;
    const emailOwner =
      found.email && [...this.#contacts.index.byEmail(ws, found.email)].find((id) => id !== prev.id);
    const phoneOwner =
      found.phone && [...this.#contacts.index.byPhone(ws, found.phone)].find((id) => id !== prev.id);
    const next = await this.#core.tables.contacts.update(prev, (d) => {
      const set = (field: string, apply: () => void) => {
        apply();
        applied.push(field);
      };
      if (found.name && isEmpty(d.name)) set('name', () => (d.name = found.name));
      if (found.firstName && isEmpty(d.firstName)) set('firstName', () => (d.firstName = found.firstName));
      if (found.lastName && isEmpty(d.lastName)) set('lastName', () => (d.lastName = found.lastName));
      if (found.email && d.emails.length === 0) {
        if (emailOwner)
          skipped.push({ field: 'emails', reason: 'belongs to another contact of the workspace' });
        else set('emails', () => (d.emails = [{ email: found.email!, type: null }]));
      }
      if (found.phone && d.phones.length === 0) {
        if (phoneOwner)
          skipped.push({ field: 'phones', reason: 'belongs to another contact of the workspace' });
        else set('phones', () => (d.phones = [{ phone: found.phone!, type: null }]));
      }
      if (found.locationName && isEmpty(d.locationName))
        set('locationName', () => (d.locationName = found.locationName));
      if (found.jobTitle.length > 0 && d.jobTitle.length === 0)
        set('jobTitle', () => (d.jobTitle = found.jobTitle));
      if (found.skills.length > 0 && d.skills.length === 0) set('skills', () => (d.skills = found.skills));
      if (found.linkedinUrl && isEmpty(d.linkedinUrl))
        set('linkedinUrl', () => (d.linkedinUrl = found.linkedinUrl));
      if (applied.length > 0) d.updatedAt = at;
    });
    // Search and de-duplication see the new email, phone and skills.
    this.#contacts.index.replace(prev, next);
    return { applied, skipped };
  }

  /** After an import: every parse that was pending is put back on the clock. */
  afterImport(): void {
    for (const r of this.table.all()) this.#schedule(r);
  }

  /** The control API's view: every resume of a contact (or all), newest first, without the file. */
  list(filter: { contactId?: string | undefined } = {}): Record<string, unknown>[] {
    const out: Record<string, unknown>[] = [];
    for (const r of this.table.all()) {
      if (filter.contactId !== undefined && r.contactId !== filter.contactId.toLowerCase()) continue;
      const { id, contentBase64: _file, orgId: _org, ...shown } = r;
      out.push({ resumeId: id, ...shown });
    }
    return out.reverse();
  }
}

export function registerResumeRoutes(
  core: EmulatorCore,
  contacts: ContactService,
  resumes: ResumeService,
): void {
  core.route(crm.contacts.resume, async (ctx, { params, body }) => {
    const contact = contacts.require(ctx.workspaceId, params.id);
    const file = checkResumeFile(body);
    // Checked last, so a bad file spends nothing; counted only once the upload is stored.
    const slot = core.quotas.reserveDaily(
      resumeCounter(ctx.key.id),
      core.quotas.config.crm.resumeUploadsPerKeyPerDay,
      'Resume uploads of this API key',
    );
    try {
      const record = await resumes.upload({ keyId: ctx.key.id, userId: ctx.key.userId }, contact, body, file);
      slot.commit();
      return {
        resumeId: record.id,
        contactId: record.contactId,
        fileName: record.fileName,
        mimeType: record.mimeType,
        sizeBytes: record.sizeBytes,
        parseStatus: 'queued' as const,
        createdAt: record.createdAt,
      };
    } catch (err) {
      slot.release();
      throw err;
    }
  });

  // Emulator only: parse state is not part of the public API.
  core.control(
    { method: 'GET', path: '/_emulator/resumes', query: z.object({ contactId: z.optional(z.string()) }) },
    ({ query }) => ({ items: resumes.list({ contactId: query.contactId }) }),
  );
}

/** The daily counter of a key's resume uploads (the CRM usage read shows it). */
export function resumeCounter(keyId: string): string {
  return `resume|${keyId}`;
}
