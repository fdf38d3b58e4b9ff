import { useId, useState } from 'preact/hooks';
import { Section, TableBox } from '../components.tsx';
import { type FeedMode, type LogEntry, useRequestFeed } from '../live.ts';

/** Rows shown at most (the newest). */
const SHOWN = 300;

const MODE_TEXT: Record<FeedMode, string> = {
  connecting: 'Connecting…',
  live: 'Live (server-sent events)',
  polling: 'Live (polling every 2 s: the event stream is unavailable)',
  paused: 'Paused',
};

const STATUS_CLASSES: Record<string, (status: number) => boolean> = {
  all: () => true,
  '2xx': (s) => s < 300,
  '3xx': (s) => s >= 300 && s < 400,
  '4xx': (s) => s >= 400 && s < 500,
  '5xx': (s) => s >= 500,
};

export function RequestsPanel() {
  const feed = useRequestFeed();
  const [door, setDoor] = useState('all');
  const [method, setMethod] = useState('all');
  const [status, setStatus] = useState('all');
  const [text, setText] = useState('');
  const id = useId();
  const needle = text.trim().toLowerCase();
  const inStatus = STATUS_CLASSES[status] ?? (() => true);
  const shown = feed.entries
    .filter(
      (e) =>
        (door === 'all' || e.door === door) &&
        (method === 'all' || e.method === method) &&
        inStatus(e.status) &&
        (!needle ||
          [e.path, e.errorCode ?? '', e.keyId ?? '', e.tool ?? ''].some((v) =>
            v.toLowerCase().includes(needle),
          )),
    )
    .slice(-SHOWN)
    .reverse();
  const hidden = document.visibilityState !== 'visible';
  return (
    <>
      <p class="lead">
        Every request of every door (in-process fetch, msw, HTTP, and the API calls the agent tools make),
        newest first. Keys appear by id only; queries and bodies are never kept. The control API's own reads
        are not logged.
      </p>
      <fieldset class="toolbar filters">
        <legend class="sr-only">Filters</legend>
        <div class="field inline">
          <label for={`${id}-door`}>Door</label>
          <select id={`${id}-door`} value={door} onChange={(e) => setDoor(e.currentTarget.value)}>
            {['all', 'fetch', 'msw', 'node', 'mcp'].map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
        <div class="field inline">
          <label for={`${id}-method`}>Method</label>
          <select id={`${id}-method`} value={method} onChange={(e) => setMethod(e.currentTarget.value)}>
            {['all', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div class="field inline">
          <label for={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
            {Object.keys(STATUS_CLASSES).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div class="field inline">
          <label for={`${id}-text`}>Path, errorCode, key id or tool</label>
          <input
            id={`${id}-text`}
            type="search"
            value={text}
            onInput={(e) => setText(e.currentTarget.value)}
          />
        </div>
        <button type="button" class="secondary" onClick={() => feed.setPaused(!feed.paused)}>
          {feed.paused ? 'Resume live updates' : 'Pause live updates'}
        </button>
      </fieldset>
      <p class="hint" data-testid="feed-mode">
        {hidden ? 'Paused while the page is hidden' : MODE_TEXT[feed.mode]} · {feed.entries.length} kept,{' '}
        {shown.length} shown
      </p>
      <Section title="Requests">
        <RequestTable entries={shown} caption="Requests, newest first" />
      </Section>
    </>
  );
}

/** A path that may wrap before each `/` (and nowhere else). */
function breakable(path: string) {
  return path.split('/').flatMap((segment, i) => (i === 0 ? [segment] : [<wbr key={i} />, `/${segment}`]));
}

/** Log entries as a table (the request log, and the faults panel's recent errors). */
export function RequestTable(props: { entries: LogEntry[]; caption: string }) {
  if (props.entries.length === 0) return <p class="hint">No request.</p>;
  return (
    <TableBox
      caption={props.caption}
      tableClass="log"
      columns={['Time (UTC)', 'Door', 'Method', 'Path', 'Status', 'errorCode', 'Key id', 'Tool', 'Took']}
    >
      <tbody>
        {props.entries.map((e) => (
          <tr key={e.seq} class={e.status >= 500 ? 'bad' : e.status >= 400 ? 'warn' : ''}>
            <td>
              <time dateTime={e.at}>{e.at.slice(11, 23)}</time>
            </td>
            <td>{e.door}</td>
            <td>{e.method}</td>
            <td class="wrap">{breakable(e.path)}</td>
            <td>{e.status}</td>
            <td>{e.errorCode ?? ''}</td>
            <td>
              <code>{e.keyId ?? ''}</code>
            </td>
            <td>{e.tool ?? ''}</td>
            <td>{e.durationMs.toFixed(1)} ms</td>
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}
