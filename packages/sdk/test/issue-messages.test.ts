import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PARSE_MESSAGES } from '../src/schemas/common.ts';

/** The messages of `value` against `schema`, parsed as the SDK and the emulator parse. */
function messages(schema: z.core.$ZodType, value: unknown): string[] {
  const result = z.safeParse(schema, value, PARSE_MESSAGES);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('an issue no rule words itself is said as the rule it breaks', () => {
  it('a wrong type or a missing field', () => {
    expect(messages(z.object({ a: z.string() }), {})).toEqual(['is required']);
    expect(messages(z.string(), 3)).toEqual(['must be a string']);
    expect(messages(z.array(z.string()), 'x')).toEqual(['must be an array']);
  });

  it('a value outside an enum or a literal', () => {
    expect(messages(z.enum(['email', 'phone']), 'fax')).toEqual(['must be one of "email", "phone"']);
    expect(messages(z.literal('ip'), 'org')).toEqual(['must be "ip"']);
    expect(messages(z.enum(['a']), 'b')).toEqual(['must be "a"']);
  });

  it('sizes count characters or items; numbers are bounded', () => {
    expect(messages(z.string().check(z.maxLength(3)), 'abcd')).toEqual(['must have at most 3 characters']);
    expect(messages(z.string().check(z.minLength(2)), 'a')).toEqual(['must have at least 2 characters']);
    expect(messages(z.array(z.number()).check(z.maxLength(1)), [1, 2])).toEqual([
      'must have at most 1 items',
    ]);
    expect(messages(z.string().check(z.length(2)), 'abc')).toEqual(['must have exactly 2 characters']);
    expect(messages(z.number().check(z.lte(5)), 6)).toEqual(['must be at most 5']);
    expect(messages(z.number().check(z.gte(5)), 4)).toEqual(['must be at least 5']);
    expect(messages(z.number().check(z.multipleOf(5)), 7)).toEqual(['must be a multiple of 5']);
  });

  it('formats, unknown fields and unions', () => {
    expect(messages(z.string().check(z.regex(/^\d+$/)), 'x')).toEqual(['must match /^\\d+$/']);
    expect(messages(z.email(), 'nobody')).toEqual(['must be an email address']);
    expect(messages(z.strictObject({ a: z.optional(z.string()) }), { b: 1, c: 2 })).toEqual([
      'has unknown fields: b, c',
    ]);
    expect(messages(z.union([z.string(), z.number()]), true)).toEqual(['matches none of the accepted forms']);
  });

  it("a rule's own message wins", () => {
    expect(messages(z.string().check(z.maxLength(1, { message: 'one letter' })), 'ab')).toEqual([
      'one letter',
    ]);
  });
});
