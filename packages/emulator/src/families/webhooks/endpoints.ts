import {
  WEBHOOK_LIMITS,
  type WebhookEndpointCreateInput,
  type WebhookEndpointUpdateInput,
} from '@platform-api/sdk/schemas';
import { type DeliveryEndpoints, statusConflict } from '../../delivery/endpoints.ts';
import type { EmulatorCore } from '../../engine/core.ts';
import { randomBytes, toBase64 } from '../../engine/crypto.ts';
import { HttpError, validationError } from '../../engine/errors.ts';
import { SerialQueue } from '../../engine/serial.ts';
import type { ApiKeyRecord } from '../../store/schemas.ts';
import { Table } from '../../store/table.ts';
import { type WebhookEndpointRecord, webhookEndpointRecordSchema } from '../../store/webhooks.ts';
import { type UrlCheckOptions, webhookUrlProblem } from './url-rules.ts';

const HOUR_MS = 3_600_000;
/** The old secret keeps signing this long after a rotation. */
export const PREVIOUS_SECRET_MS = WEBHOOK_LIMITS.previousSecretHours * HOUR_MS;
/** Suspension: an active endpoint failing for at least this long… */
export const SUSPEND_AFTER_MS = 24 * HOUR_MS;
/** …and with at least this many failed attempts of real events. */
export const SUSPEND_AFTER_FAILURES = 12;

/** `whsec_` and the base64 of 24 random bytes (the form of the Standard Webhooks test vectors). */
export function newSecret(): string {
  return `whsec_${toBase64(randomBytes(24))}`;
}

function uniq<T>(xs: readonly T[]): T[] {
  return [...new Set(xs)];
}

/**
 * Webhook endpoints: the rules of create, update, delete and rotation, who sees what, and the
 * state changes deliveries cause (verification, the failing streak, suspension).
 */
export class EndpointService implements DeliveryEndpoints {
  readonly table: Table<typeof webhookEndpointRecordSchema>;
  readonly #core: EmulatorCore;
  readonly #urlOptions: () => UrlCheckOptions;
  /**
   * Writes run one at a time: attempts of several deliveries finish concurrently and each updates
   * the endpoint (streak, verification); a write reads the record inside its turn, never before.
   */
  readonly #queue = new SerialQueue();

  constructor(core: EmulatorCore, urlOptions: () => UrlCheckOptions) {
    this.#core = core;
    this.#urlOptions = urlOptions;
    this.table = core.state.addTable(new Table('webhookEndpoints', webhookEndpointRecordSchema));
  }

  #exclusive<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queue.run(fn);
  }

  /** The record as it is now, inside a write's turn (it may have changed since it was read). */
  #fresh(ep: WebhookEndpointRecord): WebhookEndpointRecord {
    const current = this.table.get(ep.id);
    if (!current || current.deletedAt !== null) {
      throw new HttpError('NOT_FOUND', 'No webhook endpoint with this id.', {
        details: [{ field: 'id', message: 'no webhook endpoint found for this id' }],
      });
    }
    return current;
  }

  /** An endpoint by id, deleted ones too. */
  get(id: string): WebhookEndpointRecord | undefined {
    return this.table.get(id);
  }

  /** The active endpoints of the organization subscribed to `type` that cover `workspaceId`. */
  subscribedTo(orgId: string, type: string, workspaceId: string): WebhookEndpointRecord[] {
    return this.table
      .all()
      .filter(
        (ep) =>
          ep.orgId === orgId &&
          ep.deletedAt === null &&
          ep.status === 'active' &&
          (ep.events as readonly string[]).includes(type) &&
          ep.workspaceIds.includes(workspaceId),
      );
  }

  /**
   * An endpoint the key may see and manage: of its organization, not deleted, and covering only
   * workspaces the key grants. Anything else is the same 404 as a missing id.
   */
  require(key: ApiKeyRecord, id: string): WebhookEndpointRecord {
    const ep = this.table.get(id.toLowerCase());
    if (!ep || !this.visibleTo(key, ep)) {
      throw new HttpError('NOT_FOUND', 'No webhook endpoint with this id.', {
        details: [{ field: 'id', message: 'no webhook endpoint found for this id' }],
      });
    }
    return ep;
  }

  visibleTo(key: ApiKeyRecord, ep: WebhookEndpointRecord): boolean {
    return (
      ep.orgId === key.orgId &&
      ep.deletedAt === null &&
      ep.workspaceIds.every((w) => key.workspaceIds.includes(w))
    );
  }

  /** Endpoints of the organization that count against the cap (soft-deleted ones do not). */
  countOf(orgId: string): number {
    let n = 0;
    for (const ep of this.table.all()) if (ep.orgId === orgId && ep.deletedAt === null) n++;
    return n;
  }

  /** The url as stored (WHATWG-normalised), or a 400 saying which rule it breaks. */
  checkUrl(url: string): string {
    const problem = webhookUrlProblem(url, this.#urlOptions());
    if (!problem) return new URL(url.trim()).href;
    const local = this.#urlOptions().allowLocal;
    const hint = local
      ? ''
      : ' Endpoint URLs must use https on port 443 or 8443 and a public host. For local testing start the emulator with --allow-local-webhooks (in-process: createEmulator({ allowLocalWebhooks: true })), which allows http:, any port and loopback or private addresses.';
    throw validationError(`The webhook url ${problem}.${hint}`, [{ field: 'url', message: problem }]);
  }

  async create(
    key: ApiKeyRecord,
    input: WebhookEndpointCreateInput,
    nowIso: string,
  ): Promise<WebhookEndpointRecord> {
    const url = this.checkUrl(input.url);
    const workspaceIds = uniq(input.workspaceIds.map((w) => w.toLowerCase()));
    for (const [i, w] of workspaceIds.entries()) {
      if (!key.workspaceIds.includes(w)) {
        throw new HttpError(
          'WORKSPACE_ACCESS_DENIED',
          `The key does not grant workspace ${w}; an endpoint covers only workspaces of the key that creates it.`,
          { details: [{ field: `workspaceIds.${i}`, message: 'not a workspace of this key' }] },
        );
      }
    }
    return this.#exclusive(() => this.#insert(key, { ...input, url }, workspaceIds, nowIso));
  }

  async #insert(
    key: ApiKeyRecord,
    input: WebhookEndpointCreateInput,
    workspaceIds: string[],
    nowIso: string,
  ): Promise<WebhookEndpointRecord> {
    const limit = this.#core.quotas.config.webhooks.endpointsPerOrganization;
    if (this.countOf(key.orgId) >= limit) {
      throw new HttpError(
        'ENDPOINT_LIMIT_REACHED',
        `The organization already has ${limit} webhook endpoints, the most it may register; delete one first.`,
        { details: [{ field: 'url', message: `endpoint limit of ${limit} reached` }] },
      );
    }
    return this.table.insert({
      id: this.#core.newId(),
      orgId: key.orgId,
      url: input.url.trim(),
      description: input.description ?? '',
      events: uniq(input.events),
      workspaceIds,
      status: 'pending_verification',
      apiVersion: 'v1',
      secret: newSecret(),
      previousSecret: null,
      previousSecretExpiresAt: null,
      verifiedAt: null,
      consecutiveFailures: 0,
      failingSince: null,
      createdByKeyId: key.id,
      createdAt: nowIso,
      updatedAt: nowIso,
      deletedAt: null,
    });
  }

  /**
   * A partial update. A new url must be verified again (status pending_verification, unless the
   * endpoint is disabled); `status: 'active'` needs an endpoint verified at its url and re-enables a
   * suspended one, clearing its failing streak.
   */
  update(
    ep: WebhookEndpointRecord,
    input: WebhookEndpointUpdateInput,
    nowIso: string,
  ): Promise<{ endpoint: WebhookEndpointRecord; urlChanged: boolean }> {
    return this.#exclusive(() => this.#update(this.#fresh(ep), input, nowIso));
  }

  async #update(
    prev: WebhookEndpointRecord,
    input: WebhookEndpointUpdateInput,
    nowIso: string,
  ): Promise<{ endpoint: WebhookEndpointRecord; urlChanged: boolean }> {
    const url = input.url === undefined ? undefined : this.checkUrl(input.url);
    const urlChanged = url !== undefined && url !== prev.url;
    let status = prev.status;
    let verifiedAt = prev.verifiedAt;
    if (urlChanged) {
      verifiedAt = null;
      if (status !== 'disabled') status = 'pending_verification';
    }
    if (input.status === 'disabled') status = 'disabled';
    if (input.status === 'active' && status !== 'active') {
      if (verifiedAt === null) {
        throw statusConflict(
          urlChanged
            ? 'A new url must be verified before the endpoint is active: send the url change alone, answer the webhook.verify challenge (or POST …/verify to resend it).'
            : 'The endpoint has not been verified at its url: answer the webhook.verify challenge (POST …/verify resends it); it becomes active on its own.',
        );
      }
      status = 'active';
    }
    const reEnabled = status === 'active' && prev.status !== 'active';
    const endpoint = await this.table.update(prev, (d) => {
      if (url !== undefined) d.url = url;
      if (input.description !== undefined) d.description = input.description;
      if (input.events !== undefined) d.events = uniq(input.events);
      d.status = status;
      d.verifiedAt = verifiedAt;
      if (reEnabled) {
        d.consecutiveFailures = 0;
        d.failingSince = null;
      }
      d.updatedAt = nowIso;
    });
    return { endpoint, urlChanged };
  }

  remove(ep: WebhookEndpointRecord, nowIso: string): Promise<WebhookEndpointRecord> {
    return this.#exclusive(() =>
      this.table.update(this.#fresh(ep), (d) => {
        d.deletedAt = nowIso;
        d.updatedAt = nowIso;
      }),
    );
  }

  /** A new secret; the current one keeps signing for 24 hours (an older previous one is dropped). */
  rotate(ep: WebhookEndpointRecord, nowMs: number): Promise<WebhookEndpointRecord> {
    const nowIso = new Date(nowMs).toISOString();
    return this.#exclusive(() => {
      const prev = this.#fresh(ep);
      return this.table.update(prev, (d) => {
        d.previousSecret = prev.secret;
        d.previousSecretExpiresAt = new Date(nowMs + PREVIOUS_SECRET_MS).toISOString();
        d.secret = newSecret();
        d.updatedAt = nowIso;
      });
    });
  }

  /** Secrets that sign a delivery now: the previous one first while it is valid. */
  signingSecrets(ep: WebhookEndpointRecord, nowMs: number): string[] {
    const previousValid =
      ep.previousSecret !== null &&
      ep.previousSecretExpiresAt !== null &&
      Date.parse(ep.previousSecretExpiresAt) > nowMs;
    return previousValid ? [ep.previousSecret!, ep.secret] : [ep.secret];
  }

  /**
   * `url` echoed a challenge: verified, and a pending endpoint becomes active, if `url` is still the
   * endpoint's (a url changed while its predecessor's challenge was in flight is not verified by it).
   */
  markVerified(id: string, atIso: string, url: string): Promise<void> {
    return this.#exclusive(async () => {
      const ep = this.table.get(id);
      if (!ep || ep.deletedAt !== null || ep.url !== url) return;
      await this.table.update(ep, (d) => {
        d.verifiedAt = atIso;
        if (d.status === 'pending_verification') {
          d.status = 'active';
          d.consecutiveFailures = 0;
          d.failingSince = null;
        }
        d.updatedAt = atIso;
      });
    });
  }

  /**
   * An attempt of a real event (not a ping nor a verify) ended: a delivered one clears the failing
   * streak; a failed one extends it and suspends an active endpoint failing for 24 hours and 12
   * attempts.
   */
  noteRealAttempt(id: string, delivered: boolean, atMs: number): Promise<void> {
    return this.#exclusive(() => this.#noteRealAttempt(id, delivered, atMs));
  }

  async #noteRealAttempt(id: string, delivered: boolean, atMs: number): Promise<void> {
    const ep = this.table.get(id);
    if (!ep || ep.deletedAt !== null) return;
    if (delivered) {
      if (ep.consecutiveFailures === 0 && ep.failingSince === null) return;
      await this.table.update(ep, (d) => {
        d.consecutiveFailures = 0;
        d.failingSince = null;
      });
      return;
    }
    const since = ep.failingSince === null ? atMs : Math.min(Date.parse(ep.failingSince), atMs);
    const failures = ep.consecutiveFailures + 1;
    const suspend =
      ep.status === 'active' && failures >= SUSPEND_AFTER_FAILURES && atMs - since >= SUSPEND_AFTER_MS;
    await this.table.update(ep, (d) => {
      d.consecutiveFailures = failures;
      d.failingSince = new Date(since).toISOString();
      if (suspend) {
        d.status = 'suspended';
        d.updatedAt = new Date(atMs).toISOString();
      }
    });
  }

  /** The public shape: never the secret. */
  toPublic(ep: WebhookEndpointRecord) {
    return {
      id: ep.id,
      url: ep.url,
      description: ep.description,
      events: ep.events,
      workspaceIds: ep.workspaceIds,
      status: ep.status,
      apiVersion: ep.apiVersion,
      createdAt: ep.createdAt,
      updatedAt: ep.updatedAt,
    };
  }

  /** Create and rotate answers: the only places the secret is shown. */
  withSecret(ep: WebhookEndpointRecord) {
    return { ...this.toPublic(ep), secret: ep.secret, previousSecretExpiresAt: ep.previousSecretExpiresAt };
  }
}
