import type { ApiFamily, Scope } from '@platform-api/sdk/schemas';
import type { ApiKeyRecord, apiKeyRecordSchema, OrgRecord, orgRecordSchema } from '../store/schemas.ts';
import type { Table } from '../store/table.ts';
import type { VirtualClock } from './clock.ts';
import { sha256Hex } from './crypto.ts';
import { HttpError, validationError } from './errors.ts';
import type { EngineRequest } from './types.ts';

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;
/** Plans that may use every family; job-search is free for any registered account. */
const PAID_PLANS = new Set(['platinum', 'diamond', 'enterprise']);

/** SHA-256 of a key's plaintext, hex: the only form in which keys are stored. */
export function hashKey(plaintext: string): string {
  return sha256Hex(plaintext);
}

/**
 * The authentication chain every API call passes: the key (401s), its organization and plan
 * (403 `ORG_ACCESS_DENIED`, `PLAN_REQUIRED`), the scope (403 `SCOPE_FORBIDDEN`) and the workspace
 * (400 / 403 `WORKSPACE_ACCESS_DENIED`). Keys are looked up by the hash of what was presented.
 */
export class Auth {
  readonly #keys: Table<typeof apiKeyRecordSchema>;
  readonly #orgs: Table<typeof orgRecordSchema>;
  readonly #clock: VirtualClock;
  #keysByHash = new Map<string, string>();

  constructor(
    tables: { apiKeys: Table<typeof apiKeyRecordSchema>; orgs: Table<typeof orgRecordSchema> },
    clock: VirtualClock,
  ) {
    this.#keys = tables.apiKeys;
    this.#orgs = tables.orgs;
    this.#clock = clock;
  }

  /** Makes a stored key findable by its hash (after it is created or imported). */
  index(key: ApiKeyRecord): void {
    this.#keysByHash.set(key.keyHash, key.id);
  }

  reset(): void {
    this.#keysByHash.clear();
  }

  find(plaintext: string): ApiKeyRecord | undefined {
    // Hashed on every request, never remembered by its plaintext: keys live only as their hash.
    const id = this.#keysByHash.get(hashKey(plaintext));
    return id ? this.#keys.get(id) : undefined;
  }

  /** The key presented in `x-api-key` or `Authorization: Bearer`, or the matching 401. */
  authenticate(req: EngineRequest): ApiKeyRecord {
    let presented = req.headers.get('x-api-key');
    if (!presented) {
      const auth = req.headers.get('authorization');
      if (auth && /^bearer\s+/i.test(auth)) presented = auth.replace(/^bearer\s+/i, '').trim();
    }
    if (!presented) {
      throw new HttpError(
        'API_KEY_MISSING',
        'Send the API key in the x-api-key header or as Authorization: Bearer <key>.',
      );
    }
    const key = this.find(presented);
    if (!key) throw new HttpError('API_KEY_INVALID', 'The API key is not valid.');
    if (key.revokedAt) throw new HttpError('API_KEY_REVOKED', 'The API key was revoked; create a new key.');
    if (this.#expired(key)) {
      throw new HttpError('API_KEY_EXPIRED', `The API key expired at ${key.expiresAt}; create a new key.`);
    }
    return key;
  }

  /**
   * Whether a key can still authenticate: neither revoked nor past its `expiresAt` by the virtual
   * clock. Only such keys count toward an organization's cap of active keys.
   */
  isActive(key: ApiKeyRecord): boolean {
    return !key.revokedAt && !this.#expired(key);
  }

  #expired(key: ApiKeyRecord): boolean {
    return key.expiresAt !== null && Date.parse(key.expiresAt) <= this.#clock.nowMs();
  }

  /** The key's organization, if its plan opens `family` and the key carries `scope`. */
  authorize(key: ApiKeyRecord, family: ApiFamily, scope: Scope | null): OrgRecord {
    const org = this.#orgs.get(key.orgId);
    if (!org) throw new HttpError('ORG_ACCESS_DENIED', 'The organization of this key no longer exists.');
    if (family !== 'job-search' && !PAID_PLANS.has(org.plan)) {
      throw new HttpError(
        'PLAN_REQUIRED',
        `The ${family} API requires a Platinum, Diamond or Enterprise plan; this organization is on ${org.plan}.`,
      );
    }
    if (scope && !key.scopes.includes(scope)) {
      throw new HttpError(
        'SCOPE_FORBIDDEN',
        `This call needs the scope "${scope}", which the key does not carry.`,
      );
    }
    return org;
  }

  /**
   * The workspace a call acts in: the `workspaceId` query parameter (one of the key's), else the
   * key's only workspace; '' when the call needs none and the key grants several.
   */
  resolveWorkspace(req: EngineRequest, key: ApiKeyRecord, required: boolean): string {
    const given = req.query.get('workspaceId');
    if (given !== null) {
      if (!OBJECT_ID.test(given)) {
        throw validationError('workspaceId must be a 24-character hexadecimal id.', []);
      }
      const id = given.toLowerCase();
      if (!key.workspaceIds.includes(id)) {
        throw new HttpError('WORKSPACE_ACCESS_DENIED', 'The key does not grant access to this workspace.');
      }
      return id;
    }
    if (key.workspaceIds.length === 1) return key.workspaceIds[0]!;
    if (!required) return '';
    // One wording for every door: `workspaceId` is a query parameter on the REST API and an
    // argument of the agent tools, so the message names the field, not where it goes.
    throw validationError(
      `This key grants ${key.workspaceIds.length} workspaces; choose one with workspaceId.`,
      [{ field: 'workspaceId', message: 'is required when the key grants several workspaces' }],
    );
  }
}
