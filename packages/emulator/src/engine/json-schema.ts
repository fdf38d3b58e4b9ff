import { z } from 'zod';

/**
 * A zod schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1 and of MCP tool schemas), without
 * the `$schema` line: `io: 'input'` for what a caller sends (before transforms), `'output'` for answers.
 */
export function toJsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest;
}
