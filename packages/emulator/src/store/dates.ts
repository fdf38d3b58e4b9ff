import { parseIsoDate } from '@platform-api/sdk/operations';
import { z } from 'zod/mini';

/** What every date-time of a stored record must be (spec 1: "Dates are ISO 8601 strings"). */
export const RECORD_DATE_RULE =
  'must be an ISO 8601 date-time with Z or an offset, e.g. 2026-03-01T09:30:00.000Z';

/**
 * A date-time of a stored record (`createdAt`, `expiresAt`, …): what the API serves and what the
 * emulator reads back with `Date.parse`, so a state document (`PUT /_emulator/state`) may not hold
 * free text, a time without a zone (read as the host's local time) or an impossible day. Read with
 * the API's one parser, `parseIsoDate`; a bare date (`2026-03-01`), which that parser also takes
 * for inputs, is no date-time, and surrounding spaces would be served as they are.
 */
export const recordDateSchema = z.string({ message: RECORD_DATE_RULE }).check(
  z.refine((s) => /T/i.test(s) && s.trim() === s && parseIsoDate(s) !== undefined, {
    message: RECORD_DATE_RULE,
  }),
);

/** A date-time a record may not have yet (an `expiresAt`, a `deletedAt`). */
export const nullableRecordDateSchema = z.nullable(recordDateSchema);

const RECORD_DAY_RULE = 'must be an ISO 8601 UTC day, e.g. 2026-03-01';

/** A UTC day of a stored record (a delivery's `parkedOn`), read with the same parser. */
export const recordDaySchema = z.string({ message: RECORD_DAY_RULE }).check(
  z.refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && parseIsoDate(s) !== undefined, {
    message: RECORD_DAY_RULE,
  }),
);
