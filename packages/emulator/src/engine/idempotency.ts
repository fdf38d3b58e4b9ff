import {
  type AnyOperation,
  deriveIdempotencyKey,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_RULE,
  IDEMPOTENCY_WINDOWS,
  operations,
} from '@platform-api/sdk/operations';
import { z } from 'zod/mini';
import { Table } from '../store/table.ts';
import type { VirtualClock } from './clock.ts';
import { HttpError } from './errors.ts';
import type { EmulatorState } from './state.ts';
import type { EngineResponse } from './types.ts';

const MINUTE_MS = 60_000;

export interface IdempotencyOptions {
  /** Name of the records' table in state exports, e.g. `idempotency.crm.lists`. */
  table: string;
  /** How long a completed result is replayed, counted from its completion. */
  replayMs: number;
  /** How long the claim of a request that is still running holds the key. */
  holdMs: number;
}

/** Rejects keys that are not 1 to 255 visible ASCII characters with 400 `IDEMPOTENCY_KEY_INVALID`. */
export function requireVisibleAsciiKey(key: string): void {
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HttpError(
      'IDEMPOTENCY_KEY_INVALID',
      'The Idempotency-Key header must be 1 to 255 visible ASCII characters (no spaces or control characters).',
      { details: [{ field: 'Idempotency-Key', message: IDEMPOTENCY_KEY_RULE }] },
    );
  }
}

/**
 * The store options of an operation the service makes idempotent: the windows of its row in the
 * SDK's limits table, and a table named after the operation's resource (`crm.lists.create`:
 * `idempotency.crm.lists`, the name state exports carry).
 */
export function idempotencyOptionsOf(op: AnyOperation): IdempotencyOptions {
  const window = IDEMPOTENCY_WINDOWS[op.id];
  if (!window) throw new TypeError(`${op.id} is idempotent, but the limits table gives it no window`);
  return {
    table: `idempotency.${op.id.slice(0, op.id.lastIndexOf('.'))}`,
    replayMs: window.replaySeconds * 1000,
    holdMs: window.holdSeconds * 1000,
  };
}

/** CRM `POST /public/lists`: replay 24 hours, in-flight claim about 2 minutes, any key accepted. */
export const CRM_LISTS_IDEMPOTENCY: IdempotencyOptions = idempotencyOptionsOf(operations.crm.lists.create);

/**
 * job-builder `POST /public/jobs`: replay 24 hours, in-flight hold 10 minutes; its keys are checked
 * (the operation table's `checksIdempotencyKey`).
 */
export const JOB_BUILDER_JOBS_IDEMPOTENCY: IdempotencyOptions = idempotencyOptionsOf(
  operations.jobBuilder.jobs.create,
);

export const idempotencyRecordSchema = z.object({
  /** `<orgId>|<workspaceId>|<key>`: keys are scoped per organization and resolved workspace. */
  id: z.string(),
  /** SHA-256 of the canonical JSON of the request body. */
  fingerprint: z.string(),
  state: z.enum(['in_flight', 'completed']),
  /** Which run holds the claim: a run whose claim was taken over must not write its result. */
  claimId: z.string(),
  /** Virtual-clock ms after which the record is gone (claim hold or replay window). */
  expiresAt: z.number(),
  response: z.nullable(
    z.object({ status: z.number(), headers: z.record(z.string(), z.string()), body: z.nullable(z.string()) }),
  ),
});
export type IdempotencyRecord = z.output<typeof idempotencyRecordSchema>;

/**
 * Idempotent execution of one route: the first request with a key runs and, when it succeeds, its
 * answer is stored and replayed to repeats with the same key and body (header
 * `Idempotency-Replayed: true`, no quota spent). A repeat with another body is a 422, a repeat while
 * the first still runs a 409; failures are never remembered.
 *
 * The records live in a Map (the claim must be taken synchronously, before any other request can
 * look) mirrored into a Table, so they survive a state export and import.
 */
export class IdempotencyStore {
  readonly options: IdempotencyOptions;
  readonly table: Table<typeof idempotencyRecordSchema>;
  readonly #clock: VirtualClock;
  #records = new Map<string, IdempotencyRecord>();
  #nextSweep = 0;

  constructor(world: { state: EmulatorState; clock: VirtualClock }, options: IdempotencyOptions) {
    this.#clock = world.clock;
    this.options = options;
    this.table = world.state.addTable(new Table(options.table, idempotencyRecordSchema));
    world.state.use({
      name: options.table,
      reset: () => this.#records.clear(),
      afterImport: () => {
        this.#records.clear();
        for (const r of this.table.all()) this.#records.set(r.id, r);
      },
    });
  }

  /**
   * Runs `exec` under the key, or replays, or refuses. `key` is the raw header value (undefined
   * when absent); `body` the parsed JSON body. With `checkKey` (the operation's
   * `checksIdempotencyKey`) a key that is not 1 to 255 visible ASCII characters is a 400; without it
   * every value is accepted and an empty header counts as no key.
   */
  async run(
    scope: { orgId: string; workspaceId: string },
    key: string | undefined,
    body: unknown,
    exec: () => Promise<EngineResponse>,
    checkKey = false,
  ): Promise<EngineResponse> {
    if (key === undefined || (key === '' && !checkKey)) return exec();
    if (checkKey) requireVisibleAsciiKey(key);
    const fingerprint = await deriveIdempotencyKey(body ?? null);

    // From here to the claim nothing awaits: concurrent requests see the claim.
    const id = `${scope.orgId}|${scope.workspaceId}|${key}`;
    const now = this.#clock.nowMs();
    this.#sweep(now);
    const found = this.#live(id, now);
    if (found) {
      if (found.fingerprint !== fingerprint) {
        throw new HttpError(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used with a different request body; use a new key for a different request.',
          { details: [{ field: 'Idempotency-Key', message: 'already used with a different body' }] },
        );
      }
      if (found.state === 'in_flight') {
        throw new HttpError(
          'IDEMPOTENCY_IN_PROGRESS',
          'A request with this Idempotency-Key is still being processed; retry shortly with the same key.',
          { details: [{ field: 'Idempotency-Key', message: 'a request with this key is in progress' }] },
        );
      }
      const stored = found.response!;
      return {
        status: stored.status,
        headers: { ...stored.headers, 'idempotency-replayed': 'true' },
        body: stored.body,
        spendsQuota: false,
      };
    }

    const claim: IdempotencyRecord = {
      id,
      fingerprint,
      state: 'in_flight',
      claimId: globalThis.crypto.randomUUID(),
      expiresAt: now + this.options.holdMs,
      response: null,
    };
    this.#records.set(id, claim);
    await this.#persist(claim);

    let res: EngineResponse;
    try {
      res = await exec();
    } catch (err) {
      this.#release(claim);
      throw err;
    }
    if (res.status >= 400) {
      this.#release(claim);
      return res;
    }
    if (this.#records.get(id)?.claimId === claim.claimId) {
      const { date: _date, ...headers } = res.headers;
      const done: IdempotencyRecord = {
        ...claim,
        state: 'completed',
        expiresAt: this.#clock.nowMs() + this.options.replayMs,
        // Answers of the API are JSON text; a byte body (a file) is never replayed.
        response: { status: res.status, headers, body: typeof res.body === 'string' ? res.body : null },
      };
      this.#records.set(id, done);
      await this.#persist(done);
    }
    return res;
  }

  /** The record of `id` unless it has expired (an expired one is dropped). */
  #live(id: string, now: number): IdempotencyRecord | undefined {
    const r = this.#records.get(id);
    if (r && r.expiresAt <= now) {
      this.#records.delete(id);
      this.#unpersist(id);
      return undefined;
    }
    return r;
  }

  /** Drops expired records, at most once per virtual minute. */
  #sweep(now: number): void {
    if (now < this.#nextSweep) return;
    this.#nextSweep = now + MINUTE_MS;
    for (const r of this.#records.values()) {
      if (r.expiresAt <= now) {
        this.#records.delete(r.id);
        this.#unpersist(r.id);
      }
    }
  }

  #release(claim: IdempotencyRecord): void {
    if (this.#records.get(claim.id)?.claimId !== claim.claimId) return;
    this.#records.delete(claim.id);
    this.#unpersist(claim.id);
  }

  async #persist(record: IdempotencyRecord): Promise<void> {
    const stored = this.table.get(record.id);
    if (stored) {
      await this.table.update(stored, (d) => {
        d.fingerprint = record.fingerprint;
        d.state = record.state;
        d.claimId = record.claimId;
        d.expiresAt = record.expiresAt;
        d.response = record.response;
      });
    } else {
      await this.table.insert(record);
    }
  }

  #unpersist(id: string): void {
    const stored = this.table.get(id);
    if (stored) this.table.remove(stored);
  }
}
