import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

// A form from a JSON Schema: the agent tools' input schemas, which are the API's request schemas
// (the tools panel and the search panel build their forms from them).

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  description?: string;
  minimum?: number;
  maximum?: number;
}

/** How a property is edited: its own control for scalars and string lists, JSON otherwise. */
function kindOf(schema: JsonSchema): 'enum' | 'string' | 'number' | 'boolean' | 'strings' | 'json' {
  if (schema.enum) return 'enum';
  if (schema.type === 'string') return 'string';
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'array' && schema.items?.type === 'string' && !schema.items.enum) return 'strings';
  return 'json';
}

/**
 * The fields of an object schema as form controls, each labelled with its name (and "required"),
 * its description as help text. Values are kept as typed text; {@link schemaValues} reads them.
 */
export function SchemaForm(props: {
  schema: JsonSchema;
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  omit?: string[];
}) {
  const prefix = useId();
  const required = new Set(props.schema.required ?? []);
  const entries = Object.entries(props.schema.properties ?? {}).filter(
    ([name]) => !props.omit?.includes(name),
  );
  const set = (name: string, value: string) => props.onChange({ ...props.values, [name]: value });
  return (
    <div class="schema-form">
      {entries.map(([name, schema]) => {
        const id = `${prefix}-${name}`;
        const help = schema.description ? `${id}-help` : undefined;
        const kind = kindOf(schema);
        const value = props.values[name] ?? '';
        const label = (
          <label for={id}>
            {name}
            {required.has(name) ? <span class="req"> (required)</span> : null}
            {kind === 'strings' ? <span class="hint"> comma-separated</span> : null}
            {kind === 'json' ? <span class="hint"> JSON</span> : null}
          </label>
        );
        let control: ComponentChildren;
        if (kind === 'enum' || kind === 'boolean') {
          const options = kind === 'boolean' ? ['true', 'false'] : (schema.enum ?? []).map(String);
          control = (
            <select
              id={id}
              value={value}
              aria-describedby={help}
              onChange={(e) => set(name, e.currentTarget.value)}
            >
              <option value="">{required.has(name) ? 'choose…' : '(not sent)'}</option>
              {options.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          );
        } else if (kind === 'json') {
          control = (
            <textarea
              id={id}
              rows={3}
              value={value}
              aria-describedby={help}
              onInput={(e) => set(name, e.currentTarget.value)}
            />
          );
        } else {
          const shared = {
            id,
            value,
            'aria-describedby': help,
            'aria-required': required.has(name) ? ('true' as const) : undefined,
            onInput: (e: { currentTarget: HTMLInputElement }) => set(name, e.currentTarget.value),
          };
          control =
            kind === 'number' ? <input type="number" {...shared} /> : <input type="text" {...shared} />;
        }
        return (
          <div class="field" key={name}>
            {label}
            {control}
            {help ? (
              <span id={help} class="hint">
                {schema.description}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The form's values as the schema types them; empty fields are not sent. A value that cannot be
 * read (a JSON field that is not JSON) is a thrown error naming the field.
 */
export function schemaValues(schema: JsonSchema, values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const raw = values[name]?.trim();
    if (!raw) continue;
    const kind = kindOf(property);
    if (kind === 'number') out[name] = Number(raw);
    else if (kind === 'boolean') out[name] = raw === 'true';
    else if (kind === 'strings')
      out[name] = raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else if (kind === 'json') {
      try {
        out[name] = JSON.parse(raw);
      } catch {
        throw new Error(`${name} is not valid JSON.`);
      }
    } else out[name] = raw;
  }
  return out;
}
