import * as z from 'zod/mini';
import type { Extended } from './common.ts';
import { crmPageQuerySchema, pageSchema } from './common.ts';
import { missingOr } from './field-messages.ts';

// ---------------------------------------------------------------------------------------------
// The catalog of interaction types
// ---------------------------------------------------------------------------------------------

/** The seven categories of the interaction-type catalog, in the order the service lists them. */
export const INTERACTION_CATEGORIES = [
  'communication',
  'assessment',
  'interviews',
  'offer',
  'nextsteps',
  'other',
  'rejected',
] as const;
export type InteractionCategory = (typeof INTERACTION_CATEGORIES)[number];

const interactionTypeCatalogCategoriesTypesShape = {
  /** The type name to send as `type` when logging, e.g. `phonecall`. */
  name: z.string(),
  /** Human-readable name of the type. */
  label: z.string(),
};
const interactionTypeCatalogCategoriesTypesObject: z.ZodMiniObject<
  typeof interactionTypeCatalogCategoriesTypesShape,
  z.core.$strip
> = z.object(interactionTypeCatalogCategoriesTypesShape);
const interactionTypeCatalogCategoriesShape = {
  /** One of the seven: communication, assessment, interviews, offer, nextsteps, other, rejected. */
  category: z.string(),
  /** Human-readable name of the category. */
  label: z.string(),
  /** The type names of this category, as `{ name, label }`. */
  types: z.array(interactionTypeCatalogCategoriesTypesObject),
};
const interactionTypeCatalogCategoriesObject: z.ZodMiniObject<
  typeof interactionTypeCatalogCategoriesShape,
  z.core.$strip
> = z.object(interactionTypeCatalogCategoriesShape);
const interactionTypeCatalogShape = {
  /** The seven categories of the global catalog (the same for every workspace), each with its types. */
  categories: z.array(interactionTypeCatalogCategoriesObject),
};
/** `GET /public/interaction-types`: `{ categories: [{ category, label, types: [{ name, label }] }] }`. */
export const interactionTypeCatalogSchema: z.ZodMiniObject<
  typeof interactionTypeCatalogShape,
  z.core.$strip
> = z.object(interactionTypeCatalogShape);
export type InteractionTypeCatalog = z.infer<typeof interactionTypeCatalogSchema>;

// ---------------------------------------------------------------------------------------------
// Interactions
// ---------------------------------------------------------------------------------------------

/** Longest `notes` accepted on log (not shown by the spec; see docs/emulator-behavior.md). */
export const INTERACTION_NOTES_MAX = 10_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Parses an ISO 8601 date (`2026-03-01`, read as UTC midnight) or date-time with a zone
 * (`2026-03-01T09:30:00Z`, `2026-03-01T09:30:00+02:00`) to epoch milliseconds; `undefined` for
 * anything else (no zone, out-of-range fields, free text).
 */
export function parseIsoDate(value: string): number | undefined {
  const s = value.trim();
  if (!ISO_DATE.test(s) && !ISO_DATE_TIME.test(s)) return undefined;
  const ms = Date.parse(ISO_DATE.test(s) ? `${s}T00:00:00Z` : s);
  if (Number.isNaN(ms)) return undefined;
  // Date.parse rolls impossible days over (2026-02-30 → March 2): reject those.
  const [y, m, d] = s.slice(0, 10).split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    return undefined;
  }
  return ms;
}

const TYPE_RULE = 'a name from GET /public/interaction-types';
const ISO_DATE_RULE = 'must be an ISO 8601 date or date-time with a time zone, e.g. 2026-03-01T09:30:00Z';

const interactionLogShape = {
  // Missing: "is required"; sent with another type (a number, null): what it must be; sent empty:
  // "must not be empty". Never "is required" for a value that was sent.
  /**
   * Required: a type name from the catalog (`interactionTypes()`), e.g. `phonecall`; an unknown name
   * is a 400 `UNKNOWN_INTERACTION_TYPE` listing the valid ones.
   */
  type: z
    .string(missingOr(TYPE_RULE, `must be a string: ${TYPE_RULE}`))
    .check(z.trim(), z.minLength(1, { message: `must not be empty: ${TYPE_RULE}` })),
  /** Free-text notes, up to 10,000 characters (the SDK's limit; the spec shows none). Optional. */
  notes: z.optional(
    z.string({ message: 'must be a string' }).check(
      z.maxLength(INTERACTION_NOTES_MAX, {
        message: `must be at most ${INTERACTION_NOTES_MAX} characters`,
      }),
    ),
  ),
  // One message for a date that is not a string and for a string that is no ISO date.
  /**
   * When it happened: an ISO 8601 date or date-time with a time zone. A future date records a
   * scheduled follow-up. Optional.
   */
  date: z.optional(
    z
      .string({ message: ISO_DATE_RULE })
      .check(z.refine((s) => parseIsoDate(s) !== undefined, { message: ISO_DATE_RULE })),
  ),
};
/** `POST /public/contacts/{id}/interactions`: `{ type, notes?, date? }`; other fields are a 400. */
export const interactionLogSchema: z.ZodMiniObject<typeof interactionLogShape, z.core.$strict> =
  z.strictObject(interactionLogShape);
export type InteractionLogInput = z.input<typeof interactionLogSchema>;

const interactionTagsShape = {
  /** The tag's id. */
  id: z.string(),
  /** The tag's name. */
  name: z.string(),
};
const interactionTagsObject: z.ZodMiniObject<typeof interactionTagsShape, z.core.$strip> =
  z.object(interactionTagsShape);
const interactionShape = {
  /** The entry's id. */
  id: z.string(),
  /** The contact whose timeline holds the entry. */
  contactId: z.string(),
  /** A catalog name. Typed `string`: the catalog is data, read it from `interactionTypes()`. */
  type: z.string(),
  /** The catalog category of `type`: one of the seven (communication, assessment, …, rejected). */
  category: z.string(),
  /** The notes as logged; null when none were sent. */
  notes: z.nullable(z.string()),
  /** When it happened, or when it is due (ISO 8601). */
  date: z.string(),
  /** `true` when `date` was in the future when logged: a scheduled follow-up. */
  scheduled: z.boolean(),
  /** Tags set on the entry in the application; the API's log call sets none. */
  tags: z.array(interactionTagsObject),
  /** The organization member whose key logged it; null when it has no author. */
  authorId: z.nullable(z.string()),
  /** When the entry was logged (ISO 8601). */
  createdAt: z.string(),
};
/**
 * A timeline entry as read back (and as answered by the log call). The spec does not show these
 * fields; they are the emulator's (docs/emulator-behavior.md).
 */
export const interactionSchema: z.ZodMiniObject<typeof interactionShape, z.core.$strip> =
  z.object(interactionShape);
export type Interaction = z.infer<typeof interactionSchema>;

/** A page of a contact's timeline: `{ items, page, pageSize, hasMore }`, newest first. */
export const interactionPageSchema = pageSchema(interactionSchema);

const interactionListQueryExtraShape = {
  /** Only entries of this catalog type name, e.g. `phonecall`. */
  type: z.optional(z.string().check(z.trim(), z.minLength(1, { message: 'must not be empty' }))),
};
/** `GET /public/contacts/{id}/interactions`: `page`, `pageSize` (as contacts) and an optional `type`. */
export const interactionListQuerySchema: Extended<
  typeof crmPageQuerySchema,
  typeof interactionListQueryExtraShape
> = z.extend(crmPageQuerySchema, interactionListQueryExtraShape);
export type InteractionListQuery = z.input<typeof interactionListQuerySchema>;
