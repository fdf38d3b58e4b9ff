import { mcp } from './api.ts';
import type { JsonSchema } from './schema-form.tsx';

/** An agent tool as `tools/list` describes it. */
export interface ToolInfo {
  name: string;
  title?: string;
  description?: string;
  inputSchema: JsonSchema;
  annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean };
}

let tools: Promise<ToolInfo[]> | undefined;

/**
 * The agent tool server's tools (`tools/list` needs no key), read once per page. Their input schemas
 * are the API's request schemas, so the search forms are built from them too.
 */
export function listTools(): Promise<ToolInfo[]> {
  tools ??= mcp<{ tools: ToolInfo[] }>('tools/list', {}, null).then(
    (r) => r.tools,
    (err: unknown) => {
      tools = undefined;
      throw err;
    },
  );
  return tools;
}
