import * as z from 'zod/mini';
import { jobSearch } from './job-search.ts';
import { TEXT_LIMITS } from './limits.ts';
import type { AnyOperation } from './operation.ts';

/**
 * What the fields of a request mean, by operation id, for the documents a door prints (the
 * job-search OpenAPI document, the agent tools' argument schemas). Prose the client does not need:
 * it stays out of the schemas, so that it does not ship in every SDK bundle (the fields' doc
 * comments say the same to SDK users).
 */
export const FIELD_DESCRIPTIONS: { readonly [operationId: string]: Readonly<Record<string, string>> } = {
  [jobSearch.search.id]: {
    query:
      'What you look for, in natural language (title, occupation, company, description); omit to list newest first.',
    location: `Free text, up to ${TEXT_LIMITS.searchLocation.max} characters: only jobs whose location names it (city, region or country).`,
    countryCode:
      'ISO 3166-1 alpha-2: only jobs located in this country (remote jobs of that country included).',
    remote: '`true`: only remote jobs; `false`: only on-site and hybrid jobs.',
    jobType: 'Only jobs of this employment type.',
    minPay: 'Only jobs paying at least this much (in `payCurrency`, per `payType` when given).',
    payCurrency: 'ISO 4217: only jobs paid in this currency.',
    payType: 'Only jobs paid per this period.',
    language: 'ISO 639-1: only jobs written in this language.',
    createdAfter: 'Only jobs created or refreshed after this instant.',
  },
};

/** `field` with `description` attached where `z.toJSONSchema` reads it (inside an optional). */
function described(field: z.ZodMiniType, description: string): z.ZodMiniType {
  if (field instanceof z.ZodMiniOptional) {
    return z.optional((field.def.innerType as z.ZodMiniType).check(z.describe(description)));
  }
  return field.check(z.describe(description));
}

/**
 * `op`'s body schema with its {@link FIELD_DESCRIPTIONS} attached: the same rules (a copy: the
 * table's schema is unchanged), for `z.toJSONSchema` to print each field's meaning.
 */
export function describedBody<O extends AnyOperation>(op: O): NonNullable<O['body']> {
  const body = op.body as z.ZodMiniObject | undefined;
  if (!body) throw new TypeError(`${op.id} takes no body`);
  const descriptions = FIELD_DESCRIPTIONS[op.id] ?? {};
  const shape = Object.fromEntries(
    Object.entries(descriptions).map(([name, text]) => [
      name,
      described(body.shape[name] as z.ZodMiniType, text),
    ]),
  );
  return z.extend(body, shape) as NonNullable<O['body']>;
}
