import type { z } from 'zod';
import { type FieldError, issuesToDetails } from '../schemas/common.ts';

/**
 * Parses `value` with a request schema. On failure the issues are appended to `details` as
 * `{ field, message }` (the field a dotted path, prefixed with `prefix`) and `undefined` is returned,
 * so the caller can report every bad part of a request at once.
 */
export function validateInto<S extends z.ZodType>(
  schema: S,
  value: unknown,
  details: FieldError[],
  prefix = '',
): z.output<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  details.push(...issuesToDetails(result.error.issues, prefix));
  return undefined;
}

/**
 * A response body as the service sent it. Response schemas describe the answers exactly (the types
 * have no index signature), but a body is not parsed at run time: the contract is additive, so
 * fields the SDK does not know yet are kept, and a client that stops working because the service
 * changed a field is worse than one that hands the caller what the service sent.
 */
export function parseLenient<T>(_schema: z.ZodType<T> | undefined, data: unknown): T {
  return data as T;
}
