import type { Endpoint, HttpMethod, ListEndpoint } from '@platform-api/sdk';
import type { Command } from 'commander';
import type { CliContext } from '../lib/context.ts';
import { CliError } from '../lib/errors.ts';
import { readBytes, readJsonObject } from '../lib/input.ts';
import { OPERATIONS, type OperationFacts } from '../lib/operations.ts';
import { formatJson } from '../lib/output.ts';
import { Session } from '../lib/session.ts';

interface ApiOptions {
  rawField?: string[];
  field?: string[];
  input?: string;
  header?: string[];
  paginate?: boolean;
  include?: boolean;
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const FAMILIES = ['crm', 'webhooks', 'job-builder', 'candidate-search', 'job-search'] as const;
type Family = (typeof FAMILIES)[number];

/** `crm/contacts?x=1`, `/crm/public/contacts`, `/api/v3.0/crm/public/contacts` → family, path, query. */
export function parseApiPath(raw: string): { family: Family; path: string; query: URLSearchParams } {
  const [pathPart = '', queryPart = ''] = raw.trim().split(/\?(.*)/s);
  const segments = pathPart
    .replace(/^\/+/, '')
    .replace(/^api\/v3\.0\//i, '')
    .split('/');
  const family = segments.shift() as Family;
  if (!FAMILIES.includes(family)) {
    throw new CliError(
      `PATH must start with a family (${FAMILIES.join(', ')}), as in crm/contacts or /api/v3.0/crm/public/contacts; got "${raw}"` +
        (pathPart.replace(/^\/+/, '').startsWith('_emulator')
          ? ' (the control API: `platform-api emulator ...`)'
          : ''),
    );
  }
  if (segments[0] === 'public') segments.shift();
  return {
    family,
    path: `/${segments.join('/')}`.replace(/\/+$/, '') || '/',
    query: new URLSearchParams(queryPart),
  };
}

/** The operation of the table this call is, if any (to know where the workspace goes and how it paginates). */
export function operationFor(method: HttpMethod, family: Family, path: string): OperationFacts | undefined {
  return Object.values(OPERATIONS).find((op: OperationFacts) => {
    if (op.method !== method || op.family !== family) return false;
    const pattern = op.path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return new RegExp(`^${pattern}/?$`).test(path);
  });
}

/** `true`, `false`, `null`, numbers as JSON; anything else a string (gh api's -F). */
function typed(value: string): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value === 'null') return null;
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}

/**
 * Sets `key` (`name`, `name[]`, `a[b]`, `a[b][]`, `emails[][email]`) in `target`, as gh api does: `[]`
 * appends to an array, `[name]` nests an object; `emails[][email]` starts a new object in the array
 * unless the last one lacks `email`.
 */
export function setField(target: Record<string, unknown>, key: string, value: unknown): void {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw new CliError(`Bad field name "${key}": use name, name[], or name[sub]`);
  const parts = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
  let node: Record<string, unknown> | unknown[] = target;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const last = i === parts.length - 1;
    const nextIsArray = parts[i + 1] === '';
    if (Array.isArray(node)) {
      // `[]` inside: append, or keep filling the last object while it lacks the next key.
      const nextKey = parts[i + 1];
      if (last) {
        node.push(value);
        return;
      }
      const tail = node[node.length - 1] as Record<string, unknown> | undefined;
      if (tail && typeof tail === 'object' && nextKey !== undefined && !(nextKey in tail)) node = tail;
      else {
        const fresh = {};
        node.push(fresh);
        node = fresh;
      }
      continue;
    }
    if (last) {
      node[part] = value;
      return;
    }
    node[part] ??= nextIsArray ? [] : {};
    node = node[part] as Record<string, unknown> | unknown[];
  }
}

async function fieldsOf(ctx: CliContext, options: ApiOptions): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  const split = (text: string, flag: string): [string, string] => {
    const at = text.indexOf('=');
    if (at <= 0) throw new CliError(`${flag} "${text}" must be key=value`);
    return [text.slice(0, at), text.slice(at + 1)];
  };
  for (const text of options.rawField ?? []) setField(fields, ...split(text, '-f'));
  for (const text of options.field ?? []) {
    const [key, value] = split(text, '-F');
    if (value.startsWith('@') || value === '-') {
      const bytes = await readBytes(ctx, value === '-' ? '-' : value.slice(1));
      setField(fields, key, new TextDecoder().decode(bytes));
    } else setField(fields, key, typed(value));
  }
  return fields;
}

function headersOf(lines: readonly string[] | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of lines ?? []) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new CliError(`-H "${line}" must be "Name: value"`);
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The query as the transport takes it: values as given (arrays and objects as JSON text). */
function toQuery(search: URLSearchParams, fields: Record<string, unknown>): Record<string, unknown> {
  const query: Record<string, unknown> = Object.fromEntries(search);
  for (const [name, value] of Object.entries(fields)) {
    query[name] = value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  }
  return query;
}

/** The error envelope of an API error, as the service sent it. */
function envelopeOf(error: unknown): Record<string, unknown> | undefined {
  const e = error as {
    statusCode?: unknown;
    errorCode?: unknown;
    message?: unknown;
    path?: unknown;
    details?: unknown;
    retryAfter?: unknown;
  };
  if (typeof e?.statusCode !== 'number' || typeof e.errorCode !== 'string') return undefined;
  return {
    statusCode: e.statusCode,
    errorCode: e.errorCode,
    message: e.message,
    path: e.path,
    ...(e.details !== undefined ? { details: e.details } : {}),
    ...(e.retryAfter !== undefined ? { retryAfter: e.retryAfter } : {}),
  };
}

export async function run(
  ctx: CliContext,
  methodArg: string,
  pathArg: string,
  options: ApiOptions,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const method = methodArg.toUpperCase() as HttpMethod;
  if (!METHODS.includes(method))
    throw new CliError(`METHOD must be one of ${METHODS.join(', ')}, got "${methodArg}"`);
  const { family, path, query: pathQuery } = parseApiPath(pathArg);
  const fields = await fieldsOf(ctx, options);
  const op = operationFor(method, family, path);
  const fieldsInQuery = method === 'GET' || method === 'DELETE' || options.input !== undefined;
  const body =
    options.input !== undefined
      ? await readJsonObject(ctx, options.input === '-' ? '-' : `@${options.input}`, '--input')
      : !fieldsInQuery && Object.keys(fields).length > 0
        ? fields
        : undefined;
  const endpoint: Endpoint = {
    method,
    family,
    path,
    query: toQuery(pathQuery, fieldsInQuery ? fields : {}),
    body,
    // Where the operation reads the workspace; an endpoint the table does not have takes it in the query.
    workspace: op?.workspace ?? 'optional',
  };
  const requestOptions = { headers: headersOf(options.header) };
  const client = await session.client();
  try {
    if (options.paginate) {
      if (!op?.list) throw new CliError(`--paginate: ${method} ${pathArg} is not a paginated list`);
      const list: ListEndpoint = {
        ...endpoint,
        itemsKey: op.list.itemsKey,
        pageIn: op.list.pageIn,
        maxPage: op.paging?.page.max,
      };
      const items: unknown[] = [];
      let pages = 0;
      for await (const page of client.requestPage<unknown>(list, requestOptions).iterPages()) {
        items.push(...page.items);
        pages += 1;
        session.printer.progress(
          `page ${page.page}: ${items.length} items${page.hasNextPage() ? ', more follow…' : ''}`,
        );
      }
      session.printer.clearProgress();
      ctx.out(formatJson({ [op.list.itemsKey]: items, count: items.length, pages }));
      return;
    }
    const { data, response } = await client.request<unknown>(endpoint, requestOptions).withResponse();
    if (options.include) {
      ctx.out(`HTTP ${response.status} ${response.statusText}\n`);
      for (const [name, value] of response.headers) ctx.out(`${name}: ${value}\n`);
      ctx.out('\n');
    }
    if (data !== undefined) ctx.out(formatJson(data));
  } catch (error) {
    const envelope = envelopeOf(error);
    if (envelope) ctx.out(formatJson(envelope));
    throw error;
  }
}
