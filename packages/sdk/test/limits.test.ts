import {
  allOperations,
  IDEMPOTENCY_WINDOWS,
  LIST_PAGING,
  QUOTAS,
  SEARCH_PAGING,
  TEXT_LIMITS,
} from '@platform-api/sdk/operations';
import {
  API_FAMILIES,
  candidateSearchSchema,
  contactListQuerySchema,
  jobGenerateSchema,
  jobSearchSchema,
} from '@platform-api/sdk/schemas';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

/** Whether `op`'s request accepts `page`/`pageSize` = `value` where it reads them (query or body). */
function accepts(op: (typeof allOperations)[number], field: 'page' | 'pageSize', value: number): boolean {
  const schema = op.list?.pageIn === 'body' ? op.body : op.query;
  const base = op.id === 'candidate-search.search' ? { query: 'nurse' } : {};
  return z.safeParse(schema, { ...base, [field]: value }).success;
}

describe('the limits table: each figure once, read by the schemas and the rows', () => {
  it('every paginated read points to its paging row, and its schema checks exactly those bounds', () => {
    const paged = allOperations.filter((op) => op.paging !== undefined);
    // Every list read, and the board read (one page of every stage's cards).
    expect(allOperations.filter((op) => op.list).every((op) => op.paging)).toBe(true);
    expect(paged.map((op) => op.id).sort()).toEqual([
      'candidate-search.search',
      'crm.contacts.interactions.list',
      'crm.contacts.list',
      'crm.lists.get',
      'crm.lists.list',
      'job-search.search',
      'webhooks.deliveries.list',
      'webhooks.endpoints.list',
    ]);
    for (const op of paged) {
      const { page, pageSize } = op.paging!;
      expect(page.default, op.id).toBe(1);
      for (const [field, max] of [
        ['page', page.max],
        ['pageSize', pageSize.max],
      ] as const) {
        expect([accepts(op, field, 1), accepts(op, field, max)], `${op.id} ${field}`).toEqual([true, true]);
        expect([accepts(op, field, 0), accepts(op, field, max + 1)], `${op.id} ${field}`).toEqual([
          false,
          false,
        ]);
      }
    }
    expect(allOperations.filter((op) => op.list?.pageIn === 'body').map((op) => op.paging)).toEqual([
      SEARCH_PAGING,
      SEARCH_PAGING,
    ]);
    // The spec's figures (documents 1 and 3, "Limits").
    expect(LIST_PAGING).toEqual({ page: { max: 10_000, default: 1 }, pageSize: { max: 50, default: 10 } });
    expect(SEARCH_PAGING).toEqual({ page: { max: 100, default: 1 }, pageSize: { max: 25, default: 10 } });
  });

  it('the text limits are the schemas’ bounds', () => {
    const longest = (n: number) => 'x'.repeat(n);
    const fits = (schema: z.ZodMiniType, body: object) => z.safeParse(schema, body).success;
    const { contactSearch, candidateQuery, jobQuery, searchLocation, jobBuilderPrompt } = TEXT_LIMITS;
    expect(fits(contactListQuerySchema, { search: longest(contactSearch.max) })).toBe(true);
    expect(fits(contactListQuerySchema, { search: longest(contactSearch.max + 1) })).toBe(false);
    expect(fits(candidateSearchSchema, { query: longest(candidateQuery.min) })).toBe(true);
    expect(fits(candidateSearchSchema, { query: longest(candidateQuery.min - 1) })).toBe(false);
    expect(fits(candidateSearchSchema, { query: longest(candidateQuery.max + 1) })).toBe(false);
    expect(fits(jobSearchSchema, { query: longest(jobQuery.max) })).toBe(true);
    expect(fits(jobSearchSchema, { query: longest(jobQuery.max + 1) })).toBe(false);
    expect(fits(jobSearchSchema, { location: longest(searchLocation.max + 1) })).toBe(false);
    expect(fits(jobGenerateSchema, { prompt: longest(jobBuilderPrompt.max), language: 'en' })).toBe(true);
    expect(fits(jobGenerateSchema, { prompt: longest(jobBuilderPrompt.max + 1), language: 'en' })).toBe(
      false,
    );
  });

  it('quotas: every family has a row; a metered family has a daily quota', () => {
    expect(Object.keys(QUOTAS).sort()).toEqual([...API_FAMILIES].sort());
    for (const op of allOperations.filter((o) => o.metering === 'metered')) {
      expect(Number.isFinite(QUOTAS[op.family].daily), op.id).toBe(true);
    }
    expect(Object.fromEntries(Object.entries(QUOTAS).map(([f, q]) => [f, q.daily]))).toEqual({
      crm: 500,
      webhooks: Infinity,
      'job-builder': 10,
      'candidate-search': 100,
      'job-search': 500,
    });
  });

  it('the operations the service makes idempotent, and only those, have an idempotency window', () => {
    const idempotent = allOperations.filter((op) => op.idempotent).map((op) => op.id);
    expect(Object.keys(IDEMPOTENCY_WINDOWS).sort()).toEqual(idempotent.sort());
  });
});
