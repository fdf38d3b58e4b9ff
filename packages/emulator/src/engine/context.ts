import type { ApiFamily } from '@platform-api/sdk/schemas';
import { issuesToDetails } from '@platform-api/sdk/schemas';
import type { z } from 'zod';
import type { ApiKeyRecord, OrgRecord } from '../store/schemas.ts';
import type { EmulatorCore } from './core.ts';
import { validationError } from './errors.ts';
import type { EngineRequest } from './types.ts';

/** What a route handler gets: the request, who is calling, and the emulator's state. */
export class RequestContext {
  readonly req: EngineRequest;
  readonly family: ApiFamily;
  readonly params: Record<string, string>;
  readonly org: OrgRecord;
  readonly key: ApiKeyRecord;
  /** The resolved workspace ('' when the route needs none and none was given). */
  readonly workspaceId: string;
  readonly core: EmulatorCore;
  #json: unknown;
  #parsed = false;

  constructor(init: {
    req: EngineRequest;
    family: ApiFamily;
    params: Record<string, string>;
    org: OrgRecord;
    key: ApiKeyRecord;
    workspaceId: string;
    core: EmulatorCore;
  }) {
    this.req = init.req;
    this.family = init.family;
    this.params = init.params;
    this.org = init.org;
    this.key = init.key;
    this.workspaceId = init.workspaceId;
    this.core = init.core;
  }

  get nowIso(): string {
    return this.core.clock.iso();
  }

  /** The JSON body; a missing or malformed body is a 400 naming the problem. */
  json(): unknown {
    if (this.#parsed) return this.#json;
    this.#parsed = true;
    const raw = this.req.body;
    if (!raw || raw.byteLength === 0) {
      this.#json = undefined;
      return undefined;
    }
    try {
      this.#json = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      throw validationError('The request body is not valid JSON.', [
        { field: '(body)', message: 'must be a JSON document' },
      ]);
    }
    return this.#json;
  }

  /** Parses the body with a schema; the error names every failing field. */
  body<S extends z.ZodType>(schema: S, what = 'request body'): z.output<S> {
    const value = this.json();
    if (value === undefined) {
      throw validationError(`A JSON ${what} is required.`, [{ field: '(body)', message: 'is required' }]);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw validationError(`The ${what} must be a JSON object.`, [
        { field: '(body)', message: 'must be a JSON object' },
      ]);
    }
    return parseOrThrow(schema, value, what);
  }

  /** Parses the query string (first value of each name) with a schema. */
  query<S extends z.ZodType>(schema: S): z.output<S> {
    const obj: Record<string, string> = {};
    for (const [k, v] of this.req.query) {
      if (k === 'workspaceId') continue;
      if (!(k in obj)) obj[k] = v;
    }
    return parseOrThrow(schema, obj, 'query');
  }
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = issuesToDetails(result.error.issues);
  const first = details[0];
  const summary = first ? `${first.field} ${first.message}` : 'is invalid';
  throw validationError(
    `Invalid ${what}: ${summary}${details.length > 1 ? ` (and ${details.length - 1} more)` : ''}.`,
    details,
  );
}
