import { redactHeaders } from '../internal/headers.ts';
import { fullPath } from '../operations/operation.ts';
import { allOperations } from '../operations/table.ts';
import { type FieldError, IDEMPOTENCY_KEY_RULE, objectIdSchema } from '../schemas/common.ts';
import { ConfigurationError, IdempotencyError, ValidationError } from './errors.ts';
import type { RequestSnapshot } from './hooks.ts';
import { generateIdempotencyKey, IDEMPOTENCY_KEY_PATTERN } from './idempotency.ts';
import { isSafeToRetry } from './retry.ts';
import type { AuthScheme, Endpoint, HttpMethod, IdempotentRequestOptions } from './types.ts';
import { validateInto } from './validation.ts';

/** What a request takes from the client: where it goes, the key, and the headers of every call. */
export interface RequestDefaults {
  /** The service origin, without a trailing slash. */
  baseUrl: string;
  apiKey: string;
  authScheme: AuthScheme;
  workspaceId: string | undefined;
  /** Lower-case names. */
  defaultHeaders: Record<string, string>;
}

/** One call, checked and ready to send: every attempt sends the same. */
export interface PreparedRequest {
  method: HttpMethod;
  url: string;
  /** The endpoint's path template (for messages and logs: no ids, no query). */
  path: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string | undefined;
  idempotencyKey: string | undefined;
  safe: boolean;
  /** A 3xx is the answer (not followed, not an error). */
  manualRedirect: boolean;
  /** Built on first use: only hooks see it, and most clients have none. */
  snapshot: () => RequestSnapshot;
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function toQueryValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Checks everything locally (a bad request spends no quota) and builds the request. */
export function prepareRequest(
  config: RequestDefaults,
  endpoint: Endpoint,
  options: IdempotentRequestOptions,
): PreparedRequest {
  const details: FieldError[] = [];
  const templatePath = fullPath(endpoint);

  let path = endpoint.path;
  for (const [name, value] of Object.entries(endpoint.pathParams ?? {})) {
    validateInto(endpoint.pathParamSchemas?.[name] ?? objectIdSchema, value, details, name);
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  const query = endpoint.querySchema
    ? validateInto(endpoint.querySchema, endpoint.query ?? {}, details)
    : endpoint.query;
  const body = endpoint.bodySchema
    ? validateInto(endpoint.bodySchema, endpoint.body, details)
    : endpoint.body;
  // An endpoint that takes no workspace (job-search) gets neither the client's nor the call's.
  const workspaceId = endpoint.workspace === 'none' ? undefined : (options.workspaceId ?? config.workspaceId);
  if (workspaceId !== undefined) validateInto(objectIdSchema, workspaceId, details, 'workspaceId');
  // Where the service reads it: the query, or (job-builder, candidate-search) a body field, never
  // both. A workspace the body names itself wins.
  let queryWorkspaceId = workspaceId;
  let sentBody = body;
  if (endpoint.workspace === 'body' && (body === undefined || isPlainRecord(body))) {
    queryWorkspaceId = undefined;
    if (workspaceId !== undefined && body?.workspaceId === undefined) sentBody = { ...body, workspaceId };
  }

  // `defaultHeaders` arrive with lower-case names (the client's constructor); call headers may not.
  const headers: Record<string, string> = { accept: 'application/json', ...config.defaultHeaders };
  if (options.headers) {
    // `Headers` rejects a bad name or value (a line break, say) here, not inside the transport:
    // said as the same configuration error as a bad `defaultHeaders` entry, nothing sent.
    let given: Headers;
    try {
      given = new Headers(options.headers);
    } catch {
      throw new ConfigurationError(
        'headers: a header name or value is not valid (names are tokens such as x-request-id; values have no line breaks)',
      );
    }
    given.forEach((value, name) => {
      headers[name] = value;
    });
  }
  if (config.authScheme === 'bearer') {
    headers.authorization = `Bearer ${config.apiKey}`;
    delete headers['x-api-key'];
  } else {
    headers['x-api-key'] = config.apiKey;
    delete headers.authorization;
  }

  // A key only where the service makes the operation idempotent: elsewhere it ignores the header,
  // and a key would make a write look safe to retry (a lost answer would then write twice).
  const givenKey = options.idempotencyKey ?? headers['idempotency-key'];
  if (givenKey !== undefined && !endpoint.idempotent) {
    throw new ConfigurationError(notIdempotentMessage(endpoint, templatePath, options.idempotencyKey));
  }
  const idempotencyKey = givenKey ?? (endpoint.idempotent ? generateIdempotencyKey() : undefined);
  // A bad key where the service checks keys (job-builder) is refused as the service refuses it:
  // 400 IDEMPOTENCY_KEY_INVALID, after the body (the service validates the body first). Elsewhere
  // it is the SDK's own rule, one more field of the local VALIDATION_ERROR.
  let badKey: FieldError | undefined;
  if (idempotencyKey !== undefined) {
    if (IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) headers['idempotency-key'] = idempotencyKey;
    else if (endpoint.checksIdempotencyKey)
      badKey = { field: 'Idempotency-Key', message: IDEMPOTENCY_KEY_RULE };
    else details.push({ field: 'idempotencyKey', message: IDEMPOTENCY_KEY_RULE });
  }

  if (details.length > 0) {
    throw ValidationError.fromLocal(badKey ? [...details, badKey] : details, templatePath);
  }
  if (badKey) throw IdempotencyError.invalidKeyFromLocal([badKey], templatePath);

  // The path's parameters are encoded above and the base URL is normalised by the client: the
  // URL is put together as text (a `URL` object costs more than the rest of this function).
  let queryText = '';
  // Most calls (a read by id) have no query: no URLSearchParams for them.
  const queryObject = query !== null && typeof query === 'object' ? query : undefined;
  if (queryObject !== undefined || queryWorkspaceId !== undefined) {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(queryObject ?? {})) {
      const text = toQueryValue(value);
      if (text !== undefined) search.set(name, text);
    }
    if (queryWorkspaceId !== undefined) search.set('workspaceId', queryWorkspaceId);
    if (search.size > 0) queryText = `?${search}`;
  }
  const href = `${config.baseUrl}${fullPath({ family: endpoint.family, path })}${queryText}`;
  let snapshot: RequestSnapshot | undefined;
  let bodyText: string | undefined;
  if (sentBody !== undefined) {
    bodyText = JSON.stringify(sentBody);
    headers['content-type'] = 'application/json';
  }

  return {
    method: endpoint.method,
    url: href,
    path: templatePath,
    headers,
    body: bodyText,
    idempotencyKey,
    safe: isSafeToRetry(endpoint.method, {
      idempotent: endpoint.idempotent === true,
      readOnly: endpoint.readOnly,
    }),
    manualRedirect: endpoint.redirect === 'manual',
    snapshot: () =>
      (snapshot ??= Object.freeze({
        method: endpoint.method,
        url: href,
        family: endpoint.family,
        path: endpoint.path,
        headers: Object.freeze(redactHeaders(headers, config.apiKey)),
        idempotencyKey,
      })),
  };
}

/**
 * Why a key is refused on an operation the service does not make idempotent, with the ones that
 * take one (read from the operation table).
 */
function notIdempotentMessage(
  endpoint: Endpoint,
  templatePath: string,
  optionKey: string | undefined,
): string {
  const given = optionKey !== undefined ? 'the idempotencyKey option' : 'an Idempotency-Key header';
  const name = `${endpoint.method} ${templatePath}${endpoint.operation ? ` (${endpoint.operation})` : ''}`;
  const takers = allOperations
    .filter((op) => op.idempotent)
    .map((op) => `${op.method} ${fullPath(op)} (${op.id})`)
    .join(' and ');
  // The CRM's own answer to a repeated contact create (spec 1, behavior rule 2).
  const instead =
    endpoint.operation === 'crm.contacts.create'
      ? ' A contact create de-duplicates by platform-user link, email and phone instead.'
      : '';
  return `${name} does not take ${given}: the service ignores the header there, so a key could not stop a retry from writing twice (the SDK never repeats this call after a lost answer). Only ${takers} take one.${instead}`;
}
