import { fullPath, operations } from '@platform-api/sdk/operations';
import { type ResumeMimeType, WEBHOOK_LIMITS } from '@platform-api/sdk/schemas';
import type { EmulatorCore } from '../../engine/core.ts';
import {
  fromBase64,
  hmacSha256,
  randomBytes,
  sha256Hex,
  timingSafeEqual,
  toBase64,
  toBase64Url,
} from '../../engine/crypto.ts';
import { HttpError } from '../../engine/errors.ts';
import { randomToken } from '../../engine/ids.ts';
import type { EngineRequest, EngineResponse } from '../../engine/types.ts';
import { Table } from '../../store/table.ts';
import { type WebhookAssetRecord, webhookAssetRecordSchema } from '../../store/webhooks.ts';

const DAY_MS = 86_400_000;
/** An asset token (the resume link of an event) lives about 30 days. */
export const ASSET_TOKEN_MS = WEBHOOK_LIMITS.assetTokenDays * DAY_MS;
/** The presigned URL a redemption answers with lives about an hour. */
export const PRESIGNED_URL_MS = WEBHOOK_LIMITS.presignedUrlMinutes * 60_000;
export const FILES_PATH = '/_emulator/files/';

/** The origin a request reached the emulator on (its Host header), or null (in-process fetch). */
export function requestOrigin(req: EngineRequest): string | null {
  const host = req.headers.get('host');
  return host ? `http://${host}` : null;
}

/**
 * Resume files behind `…/webhooks/public/assets/<token>` links: the token is bound to the
 * organization and redeemed with a `webhooks:read` key for a presigned URL that the emulator serves
 * itself under `/_emulator/files/`, without any key, for an hour of virtual time.
 */
export class AssetService {
  readonly table: Table<typeof webhookAssetRecordSchema>;
  readonly #core: EmulatorCore;
  readonly #defaultOrigin: () => string;
  /** Signs presigned URLs; per instance, so links do not outlive the process (they last an hour). */
  readonly #signingKey = randomBytes(32);

  constructor(core: EmulatorCore, defaultOrigin: () => string) {
    this.#core = core;
    this.#defaultOrigin = defaultOrigin;
    this.table = core.state.addTable(new Table('webhookAssets', webhookAssetRecordSchema));
  }

  /** Stores a file and answers its token (shown once, stored only as a hash). */
  async create(
    orgId: string,
    file: { fileName: string; mimeType: ResumeMimeType; bytes: Uint8Array },
  ): Promise<string> {
    const token = randomToken(24);
    const nowMs = this.#core.clock.nowMs();
    await this.table.insert({
      id: sha256Hex(token),
      orgId,
      fileName: file.fileName,
      mimeType: file.mimeType,
      contentBase64: toBase64(file.bytes),
      createdAt: new Date(nowMs).toISOString(),
      expiresAt: new Date(nowMs + ASSET_TOKEN_MS).toISOString(),
    });
    return token;
  }

  /** The public link of a token: `{origin}/api/v3.0/webhooks/public/assets/<token>`. */
  link(token: string, origin: string | null): string {
    return `${origin ?? this.#defaultOrigin()}${fullPath(operations.webhooks.assets.redeem).replace('{token}', token)}`;
  }

  /** Redeems a token of the organization: a presigned URL valid for an hour. */
  redeem(orgId: string, token: string, origin: string | null): { url: string; expiresAt: string } {
    const asset = this.table.get(sha256Hex(token));
    const nowMs = this.#core.clock.nowMs();
    if (!asset || asset.orgId !== orgId) {
      throw new HttpError('NOT_FOUND', 'No asset with this token for this organization.', {
        details: [{ field: 'token', message: 'no asset found for this token' }],
      });
    }
    if (Date.parse(asset.expiresAt) <= nowMs) {
      throw new HttpError(
        'NOT_FOUND',
        `This asset link expired at ${asset.expiresAt} (links last 30 days); the resume stays in the application.`,
        { details: [{ field: 'token', message: 'expired' }] },
      );
    }
    const exp = nowMs + PRESIGNED_URL_MS;
    const payload = `${asset.id}.${exp}`;
    const signed = `${payload}.${this.#sign(payload)}`;
    return {
      url: `${origin ?? this.#defaultOrigin()}${FILES_PATH}${signed}`,
      expiresAt: new Date(exp).toISOString(),
    };
  }

  #sign(payload: string): string {
    return toBase64Url(hmacSha256(this.#signingKey, payload));
  }

  /** `GET /_emulator/files/<signed>`: the file, or 403 once the link expired or when it was altered. */
  serve(signed: string): EngineResponse {
    const [id = '', expText = '', mac = ''] = signed.split('.');
    if (!timingSafeEqual(mac, this.#sign(`${id}.${expText}`))) {
      throw new HttpError('SIGNATURE_MISMATCH', 'The link is not valid: its signature does not match.', {
        status: 403,
        details: [],
      });
    }
    if (Number(expText) <= this.#core.clock.nowMs()) {
      throw new HttpError(
        'LINK_EXPIRED',
        'The link expired (presigned URLs last an hour): redeem the asset link again with your key.',
        { status: 403, details: [] },
      );
    }
    const asset: WebhookAssetRecord | undefined = this.table.get(id);
    if (!asset) throw new HttpError('NOT_FOUND', 'The file no longer exists.', { details: [] });
    return {
      status: 200,
      headers: {
        'content-type': asset.mimeType,
        'content-disposition': `attachment; filename="${asset.fileName.replace(/["\\\r\n]/g, '_')}"`,
        'cache-control': 'private, no-store',
      },
      body: fromBase64(asset.contentBase64),
    };
  }
}

/** A small, valid, ASCII-only PDF standing in for a candidate's resume. */
export function resumePdf(lines: readonly string[]): Uint8Array {
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map(
    (line, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 72 ${720 - i * 24} Td (${ascii(line)}) Tj ET`,
  );
  const stream = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
