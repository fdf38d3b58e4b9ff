import { issuesToDetails, PARSE_MESSAGES } from '@platform-api/sdk/operations';
import type { ApiFamily } from '@platform-api/sdk/schemas';
import * as z from 'zod/mini';
import type { ApiKeyRecord, OrgRecord } from '../store/schemas.ts';
import type { VirtualClock } from './clock.ts';
import { validationError } from './errors.ts';
import type { EngineRequest } from './types.ts';

/** Who is calling and in which workspace: what an operation's handler gets beside its inputs. */
export class RequestContext {
  readonly req: EngineRequest;
  readonly family: ApiFamily;
  readonly org: OrgRecord;
  readonly key: ApiKeyRecord;
  /** The resolved workspace ('' when the operation needs none and the key grants several). */
  readonly workspaceId: string;
  readonly #clock: VirtualClock;

  constructor(init: {
    req: EngineRequest;
    family: ApiFamily;
    org: OrgRecord;
    key: ApiKeyRecord;
    workspaceId: string;
    clock: VirtualClock;
  }) {
    this.req = init.req;
    this.family = init.family;
    this.org = init.org;
    this.key = init.key;
    this.workspaceId = init.workspaceId;
    this.#clock = init.clock;
  }

  get nowIso(): string {
    return this.#clock.iso();
  }

  /** Who acts and when, as the services take it. */
  get actor(): { orgId: string; workspaceId: string; userId: string | null; nowIso: string } {
    return {
      orgId: this.org.id,
      workspaceId: this.workspaceId,
      userId: this.key.userId,
      nowIso: this.nowIso,
    };
  }
}

/** Parses `value` with a schema; the 400 names every failing field. */
export function parseOrThrow<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  what: string,
): z.output<S> {
  const result = z.safeParse(schema, value, PARSE_MESSAGES);
  if (result.success) return result.data;
  const details = issuesToDetails(result.error.issues);
  const first = details[0];
  const summary = first ? `${first.field} ${first.message}` : 'is invalid';
  throw validationError(
    `Invalid ${what}: ${summary}${details.length > 1 ? ` (and ${details.length - 1} more)` : ''}.`,
    details,
  );
}
