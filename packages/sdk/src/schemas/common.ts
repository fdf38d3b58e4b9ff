import * as z from 'zod/mini';
import { LIST_PAGING } from '../operations/limits.ts';

// zod/mini carries no messages of its own. The SDK's rules word themselves; an issue no rule words
// is said here as a rule a person can act on ("must be a string", "is required", "must be one of
// …") instead of zod's "Invalid input: expected string, received number". Our own few lines, not
// zod's English locale (1 kB gzip of every bundle, most of it formats no schema here uses). Passed
// to each parse, never set with `z.config`: that is global (every zod 4 copy of a process shares
// it), so it would change an application's own zod messages, and an application's locale would
// change the SDK's.
const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  null: 'null',
};
/** The message of an issue that no rule of a schema words itself. */
export function issueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type') {
    return issue.input === undefined
      ? 'is required'
      : `must be ${TYPE_WORDS[issue.expected] ?? `of type ${issue.expected}`}`;
  }
  // Bounds of our own rules carry their messages; these are zod's (an integer's safe range).
  if (
    (issue.code === 'too_big' || issue.code === 'too_small') &&
    (issue.origin === 'number' || issue.origin === 'int')
  ) {
    return `must be ${issue.code === 'too_big' ? 'at most' : 'at least'} ${issue.code === 'too_big' ? issue.maximum : issue.minimum}`;
  }
  return ruleOf(issue as z.core.$ZodIssue);
}

/** What a size counts, by the kind of value measured. */
const UNITS: Record<string, string> = { string: 'characters', array: 'items', set: 'items', file: 'bytes' };
const FORMATS: Record<string, string> = { email: 'an email address', url: 'a URL' };
const shown = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : String(v));

/** The other issues of zod 4, each as the rule it breaks. */
function ruleOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${shown(issue.values[0])}`
        : `must be one of ${issue.values.map(shown).join(', ')}`;
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big';
      const bound = big ? issue.maximum : issue.minimum;
      const unit = UNITS[issue.origin];
      const how = issue.exact
        ? 'exactly'
        : issue.inclusive !== false
          ? big
            ? 'at most'
            : 'at least'
          : big
            ? 'less than'
            : 'more than';
      return unit ? `must have ${how} ${bound} ${unit}` : `must be ${how} ${bound}`;
    }
    case 'invalid_format':
      if (issue.format === 'regex') return `must match ${issue.pattern}`;
      return `must be ${FORMATS[issue.format] ?? `a valid ${issue.format}`}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `has unknown fields: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'matches none of the accepted forms';
    default:
      return issue.message || 'is not valid';
  }
}

/** The options of every parse of the SDK's and the emulator's schemas: their messages. */
export const PARSE_MESSAGES: z.core.ParseContext<z.core.$ZodIssue> = { error: issueMessage };

/**
 * The type of `z.extend(base, extra)`, written out so that declaration files keep the fields' JSDoc
 * (a type left to inference is printed without comments; `typeof` a shape keeps them).
 */
export type Extended<B, E extends z.core.$ZodLooseShape> =
  B extends z.ZodMiniObject<infer S, infer C> ? z.ZodMiniObject<z.core.util.Extend<S, E>, C> : never;

/** A 24-character hexadecimal object id, as every id of the service. */
export const objectIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-fA-F]{24}$/, { message: 'must be a 24-character hexadecimal id' }));

/**
 * An `Idempotency-Key` as the service accepts it where it checks keys (job-builder): 1 to 255
 * visible ASCII characters. The SDK sends no other.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** The rule of {@link IDEMPOTENCY_KEY_PATTERN}, as a 400's `details` state it. */
export const IDEMPOTENCY_KEY_RULE = 'must be 1 to 255 visible ASCII characters';

/** The five API families, as they appear in the path `/api/v3.0/<family>`. */
export {
  API_FAMILIES,
  type ApiFamily,
  ERROR_CODES,
  ERROR_STATUS,
  type ErrorCode,
  PLANS,
  type Plan,
  SCOPES,
  type Scope,
  SERVER_ERROR_CODES,
} from './codes.ts';

const fieldErrorShape = {
  /**
   * The field at fault as a dotted path (`emails.0.email`); on a 404 the id to fix (`id`, `stageId`,
   * …), on `CONTACT_CONFLICT` `contact`.
   */
  field: z.string(),
  /**
   * What is wrong with it; on `CONTACT_CONFLICT` `weak_key_split`, `strong_key_split` or
   * `strong_link_overwrite`; on `UNKNOWN_INTERACTION_TYPE` one valid type name per entry.
   */
  message: z.string(),
};
/** One problem of a request: the field (a dotted path) and the rule it breaks. */
export const fieldErrorSchema: z.ZodMiniObject<typeof fieldErrorShape, z.core.$strip> =
  z.object(fieldErrorShape);
export type FieldError = z.infer<typeof fieldErrorSchema>;

const rateLimitDetailsShape = {
  /** The limit that was reached: calls allowed per `period` (an integer). */
  limit: z.number(),
  /** `utc_day` for a daily quota; `minute` for a burst, per-IP or usage-polling limit. */
  period: z.enum(['utc_day', 'minute']),
  /** `ip` on the per-IP block only (limits per client IP); absent for every other limit. */
  scope: z.optional(z.literal('ip')),
};
/** The `details` of a 429: the `limit` hit, its `period` (`utc_day` or `minute`), and `scope: "ip"` for the per-IP block. */
export const rateLimitDetailsSchema: z.ZodMiniObject<typeof rateLimitDetailsShape, z.core.$strip> =
  z.object(rateLimitDetailsShape);
export type RateLimitDetails = z.infer<typeof rateLimitDetailsSchema>;

const errorEnvelopeShape = {
  /** The HTTP status code of the answer (an integer). */
  statusCode: z.number(),
  /** Machine-readable code, e.g. `VALIDATION_ERROR`, `NOT_FOUND`, `RATE_LIMIT_EXCEEDED`. */
  errorCode: z.string(),
  /** Human-readable explanation; a 500 never carries its cause. */
  message: z.string(),
  /** The path of the request that failed. */
  path: z.string(),
  /**
   * `{ field, message }[]` for validation, conflict and not-found errors (empty for a malformed
   * `workspaceId`); on a 429 `{ limit, period, scope? }`; absent otherwise.
   */
  details: z.optional(z.union([z.array(fieldErrorSchema), rateLimitDetailsSchema])),
  /** 429 only: whole seconds to wait before retrying (for a daily quota, until the next UTC midnight). */
  retryAfter: z.optional(z.number()),
};
/** `{ statusCode, errorCode, message, path, details? }`; 429 adds `retryAfter`. */
export const errorEnvelopeSchema: z.ZodMiniObject<typeof errorEnvelopeShape, z.core.$strip> =
  z.object(errorEnvelopeShape);
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * A query-string integer within bounds. Accepts numbers (SDK side) and digit strings (wire side).
 */
export function intParam(min: number, max: number): z.ZodMiniType<number, number> {
  const message = `must be an integer from ${min} to ${max}`;
  // Typed as taking a number: what SDK users pass (a parameter typed `unknown` would accept
  // anything); the digit strings of a query string are the wire side's, read at run time.
  return z.pipe(
    z.transform((v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v)),
    z.int({ message }).check(z.gte(min, { message }), z.lte(max, { message })),
  ) as unknown as z.ZodMiniType<number, number>;
}

const crmPageQueryShape = {
  /** Page number, an integer from 1 to 10000. @default 1 */
  page: z.optional(intParam(1, LIST_PAGING.page.max)),
  /** Items per page, an integer from 1 to 50. @default 10 */
  pageSize: z.optional(intParam(1, LIST_PAGING.pageSize.max)),
};
/** `page` 1-10000 and `pageSize` 1-50, the bounds of every CRM and webhooks list read. */
export const crmPageQuerySchema: z.ZodMiniObject<typeof crmPageQueryShape, z.core.$strip> =
  z.object(crmPageQueryShape);

const usageRecordShape = {
  /**
   * Quota-consuming calls allowed per organization per UTC day for this family: job-builder 10,
   * candidate-search 100, job-search 500 (webhooks: deliveries, 5,000).
   */
  dailyQuota: z.number(),
  /** Quota-consuming calls (webhooks: deliveries) made today, UTC, by the organization's keys. */
  used: z.number(),
  /** What is left of `dailyQuota` until `resetsAt`. */
  remaining: z.number(),
  /** When the quota resets: the next UTC midnight, ISO 8601. */
  resetsAt: z.string(),
  /** The quota window: always `utc_day` in v1. */
  period: z.literal('utc_day'),
};
/** A family's usage record: `dailyQuota`, `used`, `remaining`, `resetsAt` (the next UTC midnight) and `period: 'utc_day'`. */
export const usageRecordSchema: z.ZodMiniObject<typeof usageRecordShape, z.core.$strip> =
  z.object(usageRecordShape);
export type UsageRecord = z.infer<typeof usageRecordSchema>;

/** Every list read answers `{ items, page, pageSize, hasMore }`; there is no total count. */
export function pageSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({
    /** One page of the list. */
    items: z.array(item),
    /** The page number answered (1-based). */
    page: z.number(),
    /** Items per page, as requested (or the default, 10). */
    pageSize: z.number(),
    /** `true` when another page follows: the only way to paginate, there is no total count. */
    hasMore: z.boolean(),
  });
}

/** Turns zod issues into the spec's `details: [{ field, message }]`, the field as a dotted path. */
export function issuesToDetails(issues: readonly z.core.$ZodIssue[], prefix = ''): FieldError[] {
  // One message per wrong value: a value of the wrong type gets its type message only, not a second
  // one from a rule meant for the right type (zod runs length rules on anything with a length).
  const wrongType = new Set(
    issues.filter((i) => i.code === 'invalid_type').map((i) => i.path.join('\u0000')),
  );
  const kept = wrongType.size
    ? issues.filter((i) => i.code === 'invalid_type' || !wrongType.has(i.path.join('\u0000')))
    : issues;
  const seen = new Set<string>();
  return kept.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    const field = prefix && path ? `${prefix}.${path}` : prefix || path;
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys;
      const base = field ? `${field}.` : '';
      return {
        field: keys.length === 1 ? `${base}${keys[0]}` : field || keys.join(','),
        message:
          keys.length > 1
            ? `are unknown fields (${keys.map((k) => `'${k}'`).join(', ')}): not allowed in this body`
            : 'is an unknown field: not allowed in this body',
      };
    }
    // The same rule broken twice by one value (a number out of range for two checks) is said once.
    const detail = { field: field || '(body)', message: issue.message };
    const key = `${detail.field}\u0000${detail.message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [detail];
  });
}

/**
 * A response field whose enumeration the spec does not show in full: any string is accepted (a value
 * the service adds must not fail `validateResponses: 'strict'`), typed with the known values plus
 * `string & {}` so editors still complete them. At run time a plain `z.string()` with a description,
 * so `z.toJSONSchema` gives `{ type: 'string', description }`. Requests keep their closed enums.
 */
export function openEnum<const T extends readonly string[]>(
  values: T,
): z.ZodMiniType<T[number] | (string & {})> {
  return z
    .string()
    .check(z.describe(`Known values: ${values.join(', ')}; other values may appear.`)) as z.ZodMiniType<
    T[number] | (string & {})
  >;
}
