import { parseIsoDate } from '@platform-api/sdk/operations';
import { z } from 'zod/mini';

/**
 * Field schemas of the records `/_emulator/candidates` and `/_emulator/public-jobs` take: what the
 * public results show, checked as strictly as the API checks its own inputs.
 */
export const httpUrl = z.optional(
  z.nullable(
    z
      .string()
      .check(z.maxLength(2000), z.regex(/^https?:\/\/[^\s]+$/i, { message: 'must be an http(s) URL' })),
  ),
);

export const isoDateTime = z.optional(
  z.nullable(
    z
      .string()
      .check(z.refine((s) => parseIsoDate(s) !== undefined, { message: 'must be an ISO 8601 date-time' })),
  ),
);

/** `n` letters, either case (ISO 3166-1, 639-1, 4217 codes). */
export const letterCode = (n: number, what: string) =>
  z.optional(
    z.nullable(
      z.string().check(z.regex(new RegExp(`^[A-Za-z]{${n}}$`), { message: `must be an ${what} code` })),
    ),
  );

/** An ISO date-time as stored (UTC, milliseconds), or null. */
export function isoOrNull(s: string | null | undefined): string | null {
  return s ? new Date(parseIsoDate(s)!).toISOString() : null;
}
