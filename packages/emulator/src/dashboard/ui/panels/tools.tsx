import { useId, useState } from 'preact/hooks';
import { keyOf, mcp } from '../api.ts';
import { JsonView, LoadError, Message, OrgPicker, ScrollText, Section, TableBox } from '../components.tsx';
import { shortTime, useAction, useLoad } from '../hooks.ts';
import { useRequestFeed } from '../live.ts';
import { SchemaForm, schemaValues } from '../schema-form.tsx';
import { useSelectedOrg } from '../store.ts';
import { listTools } from '../tool-list.ts';

interface ToolResult {
  isError?: boolean;
  content: { type: string; text?: string }[];
  structuredContent?: unknown;
}

export function ToolsPanel() {
  const org = useSelectedOrg();
  const tools = useLoad(listTools, []);
  const [name, setName] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ToolResult | null>(null);
  const action = useAction();
  const pickerId = useId();
  const list = tools.data ?? [];
  const tool = list.find((t) => t.name === name) ?? list[0];
  const call = (e: Event) => {
    e.preventDefault();
    if (!tool || !org) return;
    void action.run(async () => {
      setResult(null);
      const args = schemaValues(tool.inputSchema, values);
      const answer = await mcp<ToolResult>('tools/call', { name: tool.name, arguments: args }, keyOf(org.id));
      setResult(answer);
      return answer.isError ? `${tool.name} answered an error (a tool result).` : `${tool.name} answered.`;
    });
  };
  return (
    <>
      <p class="lead">
        The agent tool server at /mcp: its {list.length || 'fifteen'} tools with their input schemas. A call
        goes to /mcp with a key of the selected organization, as an agent's would; its API calls appear in the
        request log with the tool's name.
      </p>
      <LoadError error={tools.error} />
      <div class="toolbar">
        <OrgPicker />
        <div class="field inline">
          <label for={pickerId}>Tool</label>
          <select
            id={pickerId}
            value={tool?.name ?? ''}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setValues({});
              setResult(null);
            }}
          >
            {list.map((t) => (
              <option key={t.name} value={t.name}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {tool ? (
        <Section title={tool.title ? `${tool.title} (${tool.name})` : tool.name}>
          <p>{tool.description}</p>
          <details class="sub">
            <summary>Input schema</summary>
            <JsonView value={tool.inputSchema} label={`Input schema of ${tool.name}`} />
          </details>
          <form onSubmit={call}>
            <SchemaForm key={tool.name} schema={tool.inputSchema} values={values} onChange={setValues} />
            <button type="submit" disabled={action.busy}>
              Call {tool.name}
            </button>
          </form>
          <Message outcome={action.outcome} />
          {result ? (
            <div class={result.isError ? 'note error' : ''}>
              <h3>Result</h3>
              <ScrollText
                text={result.content.map((c) => c.text ?? '').join('\n')}
                label={`Text result of ${tool.name}`}
              />
              {result.structuredContent !== undefined ? (
                <details class="sub">
                  <summary>Structured content</summary>
                  <JsonView value={result.structuredContent} label={`Structured result of ${tool.name}`} />
                </details>
              ) : null}
            </div>
          ) : null}
        </Section>
      ) : null}
      <RecentToolCalls />
    </>
  );
}

/** The request log's entries that belong to tool calls, newest first. */
function RecentToolCalls() {
  const { entries } = useRequestFeed();
  const calls = entries
    .filter((e) => e.tool !== null)
    .slice(-30)
    .reverse();
  return (
    <Section title="Recent tool calls">
      {calls.length === 0 ? (
        <p class="hint">No tool call yet.</p>
      ) : (
        <TableBox
          caption="Tool calls and the API calls they made (from the request log)"
          columns={['Time', 'Tool', 'Door', 'Request', 'Status', 'Key id']}
        >
          <tbody>
            {calls.map((e) => (
              <tr key={e.seq}>
                <td>{shortTime(e.at)}</td>
                <td>{e.tool}</td>
                <td>{e.door}</td>
                <td class="wrap">
                  {e.method} {e.path}
                </td>
                <td>
                  {e.status}
                  {e.errorCode ? ` ${e.errorCode}` : ''}
                </td>
                <td>{e.keyId ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </TableBox>
      )}
    </Section>
  );
}
