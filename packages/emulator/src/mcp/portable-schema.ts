/**
 * Tool schemas in the most portable spelling of JSON Schema: a nullable value is written
 * `anyOf: [{ type: T, ... }, { type: 'null' }]` instead of `type: [T, 'null']`. Both mean the same,
 * but clients that map tool schemas onto a dialect with one `type` per schema (the OpenAPI subset of
 * some model providers' function declarations) reject or loosen the array form; the MCP Inspector's
 * portability check (`mcp-inspector --cli --method tools/list --strict`) warns about each one.
 */

type Schema = Record<string, unknown>;

/** Keywords that describe a value rather than constrain it: they stay on the outer schema. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
  '$id',
  '$anchor',
]);

/** Keywords whose value is one schema, a map of schemas, or a list of schemas. */
const ONE = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const LIST = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON Schema type of a JSON value (`integer` counts as `number` too). */
function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : typeof value;
}

function fits(value: unknown, type: string): boolean {
  const actual = typeOfValue(value);
  return actual === type || (type === 'integer' && actual === 'number' && Number.isInteger(value));
}

/** One branch of a split `type` array: the constraints, with `enum`/`const` cut to that type. */
function branch(constraints: Schema, type: string): Schema | undefined {
  if (type === 'null') {
    const allowed =
      ('enum' in constraints ? (constraints.enum as unknown[]).includes(null) : true) &&
      ('const' in constraints ? constraints.const === null : true);
    return allowed ? { type: 'null' } : undefined;
  }
  const out: Schema = { type, ...constraints };
  if (Array.isArray(out.enum)) {
    out.enum = out.enum.filter((v) => fits(v, type));
    if ((out.enum as unknown[]).length === 0) return undefined;
  }
  if ('const' in out && !fits(out.const, type)) return undefined;
  return out;
}

/** `schema` with every `type` array (at any depth) split into `anyOf` branches of one type each. */
export function portableSchema(schema: Schema): Schema {
  const node: Schema = { ...schema };
  for (const key of ONE) if (isSchema(node[key])) node[key] = portableSchema(node[key]);
  for (const key of MAP) {
    const map = node[key];
    if (isSchema(map)) {
      node[key] = Object.fromEntries(
        Object.entries(map).map(([name, sub]) => [name, isSchema(sub) ? portableSchema(sub) : sub]),
      );
    }
  }
  for (const key of LIST) {
    const list = node[key];
    if (Array.isArray(list)) node[key] = list.map((sub) => (isSchema(sub) ? portableSchema(sub) : sub));
  }
  const types = node.type;
  if (!Array.isArray(types)) return node;
  if (types.length === 1) return { ...node, type: types[0] };
  const outer: Schema = {};
  const constraints: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue;
    if (ANNOTATIONS.has(key)) outer[key] = value;
    else constraints[key] = value;
  }
  const branches = (types as string[]).flatMap((type) => branch(constraints, type) ?? []);
  // Every other constraint (an `anyOf` already there included) goes into each typed branch: a
  // keyword of another type is ignored by JSON Schema anyway, so the meaning is unchanged.
  return { ...outer, anyOf: branches };
}
