import { parseIsoDate } from '@platform-api/sdk/operations';
import { validationError } from '../engine/errors.ts';

/** What every date of the control API must be (a key's `expiresAt`, the clock's `set`). */
export const CONTROL_DATE_RULE =
  'must be an ISO 8601 date-time with Z or an offset (e.g. 2027-01-01T00:00:00Z) or a date (2027-01-01, midnight UTC), on a real calendar day';

/**
 * Reads a date of the control API with the API's own parser (`parseIsoDate`, the one the CRM's
 * interaction dates and the searches' `createdAfter` use): epoch milliseconds, or a 400 naming
 * `field`. A time without a zone (read as the host's local time), a free form (`"5"`) or an
 * impossible day (`2027-02-30`, which `Date` rolls over to March 2) is refused.
 */
export function readControlDate(value: string, field: string): number {
  const ms = parseIsoDate(value);
  if (ms === undefined) {
    const shown = value.length > 60 ? `${JSON.stringify(value.slice(0, 60))}…` : JSON.stringify(value);
    throw validationError(`${field} ${CONTROL_DATE_RULE}; got ${shown}.`, [
      { field, message: CONTROL_DATE_RULE },
    ]);
  }
  return ms;
}
