import { safeVerify, verify, verifySync } from '@platform-api/webhook-verifier';
import type { APIPromise } from '../../core/api-promise.ts';
import { PlatformError, ValidationError } from '../../core/errors.ts';
import type { RequestOptions } from '../../core/types.ts';
import { kFetchWithoutKey } from '../../internal/without-key.ts';
import { fullPath } from '../../operations/operation.ts';
import { webhooks } from '../../operations/webhooks.ts';
import { APIResource } from '../../resource.ts';
import { assetTokenSchema, type WebhookEventCatalog, type WebhooksUsage } from '../../schemas/webhooks.ts';
import { WebhookDeliveries } from './deliveries.ts';
import { WebhookEndpoints } from './endpoints.ts';

/** A resume (or other file) downloaded through an asset link. */
export interface WebhookAsset {
  /** The file's bytes. */
  data: Uint8Array<ArrayBuffer>;
  /** `content-type` of the file, e.g. `application/pdf`. */
  contentType: string;
  /** From `content-disposition`, when the service names the file. */
  fileName: string | undefined;
}

/** `/api/v3.0/webhooks/public/assets/`: a resume link's path, before its token. */
const ASSET_PATH = fullPath(webhooks.assets.redeem).replace('{token}', '');

/** The token of a resume link, or of a bare token; a local `ValidationError` for anything else. */
export function assetTokenOf(resumeUrlOrToken: string): string {
  let token = resumeUrlOrToken.trim();
  if (token.includes('/')) {
    let path: string;
    try {
      path = new URL(token).pathname;
    } catch {
      path = token;
    }
    const at = path.indexOf(ASSET_PATH);
    token = at >= 0 ? decodeURIComponent(path.slice(at + ASSET_PATH.length)) : '';
  }
  if (!assetTokenSchema.safeParse(token).success) {
    throw ValidationError.fromLocal(
      [{ field: 'resumeUrl', message: `must be a link ending in ${ASSET_PATH}<token>, or the token itself` }],
      fullPath(webhooks.assets.redeem),
    );
  }
  return token;
}

function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

/** The webhooks family: `client.webhooks`. */
export class Webhooks extends APIResource {
  /** Endpoints: create, list, get, update, delete, rotateSecret, verify, test. */
  readonly endpoints: WebhookEndpoints = new WebhookEndpoints(this._client);
  /** The delivery log of an endpoint, and redelivery. */
  readonly deliveries: WebhookDeliveries = new WebhookDeliveries(this._client);

  /**
   * Verifies a delivery's signature over the raw body and parses the event:
   * `verify` of `@platform-api/webhook-verifier`, here for convenience. It needs no API key.
   *
   * @example
   * ```
   * const event = await client.webhooks.verify(rawBody, request.headers, { secret: process.env.WEBHOOK_SECRET! });
   * ```
   */
  readonly verify: typeof verify = verify;
  /** Synchronous {@link verify} (Node, Bun, Deno: `node:crypto`). */
  readonly verifySync: typeof verifySync = verifySync;
  /** {@link verify} answering `{ ok: true, event } | { ok: false, error }` instead of throwing. */
  readonly safeVerify: typeof safeVerify = safeVerify;

  /**
   * The event-type catalog: `{ items: [{ type, description, subscribable, apiVersion }] }`.
   * `webhook.verify` and `webhook.ping` are listed but not subscribable (always sent).
   */
  events(options?: RequestOptions): APIPromise<WebhookEventCatalog> {
    return this._client.call(webhooks.events, {}, options);
  }

  /**
   * Deliveries used today against the organization's daily cap (`dailyQuota`, `used`, `remaining`,
   * `resetsAt`, `period`) and the endpoint count against its limit (`endpoints: { count, limit }`).
   *
   * @example
   * ```
   * const { used, dailyQuota, endpoints } = await client.webhooks.usage();
   * ```
   */
  usage(options?: RequestOptions): APIPromise<WebhooksUsage> {
    return this._client.call(webhooks.usage, {}, options);
  }

  /**
   * Downloads the file behind a `candidate.resumeUrl` (or its bare token): redeems the link with the
   * key (a `webhooks:read` scope) at the client's `baseUrl` (the key never goes to a host named in a
   * payload), then fetches the presigned URL it answers WITHOUT the key. Redeem again each time the
   * file is needed: presigned URLs last about an hour, links about 30 days.
   *
   * @example
   * ```
   * const resume = await client.webhooks.downloadAsset(event.data.candidate.resumeUrl!);
   * await writeFile(resume.fileName ?? 'resume.pdf', resume.data);
   * ```
   */
  async downloadAsset(resumeUrlOrToken: string, options?: RequestOptions): Promise<WebhookAsset> {
    const token = assetTokenOf(resumeUrlOrToken);
    const redirect = await this._client
      .call(webhooks.assets.redeem, { params: { token } }, options)
      .asResponse();
    const location = redirect.headers.get('location');
    await redirect.body?.cancel().catch(() => {});
    if (!location) {
      throw new PlatformError(
        `Asset redemption answered ${redirect.status} without a Location header`,
        'INVALID_RESPONSE',
      );
    }
    const file = await this._client[kFetchWithoutKey](new URL(location, this._client.baseUrl).href, options);
    return {
      data: new Uint8Array(await file.arrayBuffer()),
      contentType: file.headers.get('content-type') ?? 'application/octet-stream',
      fileName: fileNameOf(file.headers.get('content-disposition')),
    };
  }
}
