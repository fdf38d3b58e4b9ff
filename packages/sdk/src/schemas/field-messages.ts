import { objectIdSchema } from './common.ts';

// Building blocks of request-body fields whose 400s say what is wrong in words a person can act on:
// never "is required" for a value that was sent, never the validation library's own words, one
// message per wrong value. Not part of the public schemas.

/**
 * The message of a field: what it needs when it is missing, `wrong` when it was sent with the wrong
 * type or value (a prompt of `5` was sent: "is required" would mislead).
 */
export function missingOr(rule: string, wrong: string) {
  return {
    error: (issue: { input?: unknown }) => (issue.input === undefined ? `is required: ${rule}` : wrong),
  };
}

/**
 * An id of a body: `objectIdSchema`, whose message also answers a value that is not a string
 * (`null`, a number) instead of the validation library's own words.
 */
export const bodyIdSchema = objectIdSchema.clone({
  ...objectIdSchema._zod.def,
  error: () => 'must be a 24-character hexadecimal id',
});
