import * as z from 'zod/mini';
import { type FieldError, issuesToDetails, PARSE_MESSAGES } from '../schemas/common.ts';

/**
 * Parses `value` with a request schema. On failure the issues are appended to `details` as
 * `{ field, message }` (the field a dotted path, prefixed with `prefix`) and `undefined` is returned,
 * so the caller can report every bad part of a request at once.
 */
export function validateInto<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  details: FieldError[],
  prefix = '',
): z.output<S> | undefined {
  const result = z.safeParse(schema, value, PARSE_MESSAGES);
  if (result.success) return result.data;
  details.push(...issuesToDetails(result.error.issues, prefix));
  return undefined;
}

/** How answers are checked against the SDK's response schemas. */
export type ResponseValidation = 'off' | 'warn' | 'strict';

/** An answer that does not match its schema: where, and what is off. */
export interface ResponseMismatch {
  /** `GET /api/v3.0/crm/public/contacts/{id}`. */
  endpoint: string;
  /** One entry per problem: a missing or mistyped field, or a field the schema does not declare. */
  issues: FieldError[];
}

/**
 * A response body as the service sent it (fields the SDK does not know yet are kept: the contract
 * is additive). With `'warn'` or `'strict'` it is checked first against the response schema, unknown
 * fields included: `'warn'` reports a mismatch to `onMismatch` and hands the body over; `'strict'`
 * returns the mismatch for the caller to throw. `'off'` costs nothing.
 */
export function checkResponse(
  mode: ResponseValidation,
  schema: z.core.$ZodType | undefined,
  data: unknown,
  endpoint: string,
): ResponseMismatch | null {
  if (mode === 'off' || !schema) return null;
  const result = z.safeParse(schema, data, PARSE_MESSAGES);
  const issues: FieldError[] = result.success
    ? extraKeys(data, result.data, '').map((field) => ({ field, message: 'is not declared by the SDK' }))
    : issuesToDetails(result.error.issues);
  return issues.length > 0 ? { endpoint, issues } : null;
}

/** Fields of `sent` that the parse dropped (not declared by the schema), at any depth. */
function extraKeys(sent: unknown, parsed: unknown, path: string): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, i) => extraKeys(item, parsed[i], `${path}${path ? '.' : ''}${i}`));
  }
  if (sent === null || typeof sent !== 'object' || parsed === null || typeof parsed !== 'object') return [];
  // A record schema keeps every key: nothing is dropped there.
  const out: string[] = [];
  for (const [key, value] of Object.entries(sent)) {
    const here = path ? `${path}.${key}` : key;
    if (!(key in parsed)) out.push(here);
    else out.push(...extraKeys(value, (parsed as Record<string, unknown>)[key], here));
  }
  return out;
}
