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
 * Parses a response body leniently. Response schemas are `z.looseObject`s, so unknown fields are
 * kept. A body that does not match the schema is returned as it came, unvalidated: the contract is
 * additive and a client that stops working because the service changed a field is worse than one
 * that hands the caller what the service sent.
 */
export function parseLenient<T>(schema: z.ZodType<T> | undefined, data: unknown): T {
  if (schema === undefined) return data as T;
  const result = schema.safeParse(data);
  return (result.success ? result.data : data) as T;
}
