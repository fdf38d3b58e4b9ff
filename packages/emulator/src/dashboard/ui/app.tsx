import type { FunctionComponent } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { control, describeError, refreshOrgs } from './api.ts';
import { LoadError } from './components.tsx';
import { CLOCK_MOVED, useLoad } from './hooks.ts';
import { ClockPanel } from './panels/clock.tsx';
import { ContactsPanel } from './panels/contacts.tsx';
import { FaultsPanel } from './panels/faults.tsx';
import { JobsPanel } from './panels/jobs.tsx';
import { MetersPanel } from './panels/meters.tsx';
import { OrgsPanel } from './panels/orgs.tsx';
import { PipelinesPanel } from './panels/pipelines.tsx';
import { RequestsPanel } from './panels/requests.tsx';
import { SearchPanel } from './panels/search.tsx';
import { ToolsPanel } from './panels/tools.tsx';
import { WebhooksPanel } from './panels/webhooks.tsx';
import { setState, useStore } from './store.ts';

interface Panel {
  id: string;
  title: string;
  component: FunctionComponent;
}

/** The panels, in the navigation's order; each has its own address (`#/<id>`). */
export const PANELS: Panel[] = [
  { id: 'orgs', title: 'Organizations', component: OrgsPanel },
  { id: 'meters', title: 'Quota meters', component: MetersPanel },
  { id: 'contacts', title: 'Contacts', component: ContactsPanel },
  { id: 'pipelines', title: 'Pipelines', component: PipelinesPanel },
  { id: 'webhooks', title: 'Webhooks', component: WebhooksPanel },
  { id: 'jobs', title: 'Jobs', component: JobsPanel },
  { id: 'search', title: 'Search pools', component: SearchPanel },
  { id: 'tools', title: 'Agent tools', component: ToolsPanel },
  { id: 'clock', title: 'Clock', component: ClockPanel },
  { id: 'faults', title: 'Faults', component: FaultsPanel },
  { id: 'requests', title: 'Request log', component: RequestsPanel },
];

function panelFromHash(): Panel {
  const id = location.hash.replace(/^#\/?/, '').split('?')[0];
  return PANELS.find((p) => p.id === id) ?? PANELS[0]!;
}

export function App() {
  const [panel, setPanel] = useState(panelFromHash);
  const tokenProblem = useStore((s) => s.tokenProblem);
  const [loadError, setLoadError] = useState<unknown>(null);
  // The panels start once the organizations are known (their pickers default to the first one).
  const [ready, setReady] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  useEffect(() => {
    const onHash = () => setPanel(panelFromHash());
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);

  // A new panel: its heading takes the focus (after the first render), so keyboard and screen reader
  // users land on what changed.
  useEffect(() => {
    document.title = `${panel.title} · Emulator dashboard`;
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [panel]);

  useEffect(() => {
    if (tokenProblem) return;
    refreshOrgs().then(
      () => {
        setLoadError(null);
        setReady(true);
      },
      (err: unknown) => setLoadError(err),
    );
  }, [tokenProblem]);

  const Current = panel.component;
  return (
    <>
      <a class="skip" href="#main">
        Skip to the panel
      </a>
      <header class="top">
        <p class="brand">
          <span aria-hidden="true">◆</span> Emulator dashboard
        </p>
        <HeaderClock />
        <TokenStatus />
      </header>
      <div class="layout">
        <nav aria-label="Panels">
          <ul>
            {PANELS.map((p) => (
              <li key={p.id}>
                <a href={`#/${p.id}`} aria-current={p.id === panel.id ? 'page' : undefined}>
                  {p.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main">
          <h1 ref={heading} tabIndex={-1}>
            {panel.title}
          </h1>
          {tokenProblem ? (
            <TokenPrompt problem={tokenProblem} />
          ) : loadError ? (
            <LoadError error={loadError} />
          ) : ready ? (
            <Current />
          ) : (
            <p role="status">Loading…</p>
          )}
        </main>
      </div>
    </>
  );
}

/** The virtual clock in the header: read every 10 s, ticking in between. */
function HeaderClock() {
  const { data, refresh } = useLoad(() => control<{ now: string }>('GET', '/_emulator/clock'), [], 10_000);
  useEffect(() => {
    const moved = () => void refresh();
    addEventListener(CLOCK_MOVED, moved);
    return () => removeEventListener(CLOCK_MOVED, moved);
  }, [refresh]);
  const [offset, setOffset] = useState<number | null>(null);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (data) setOffset(Date.parse(data.now) - Date.now());
  }, [data]);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  if (offset === null) return <p class="clock">Virtual clock: …</p>;
  const now = new Date(Date.now() + offset).toISOString();
  return (
    <p class="clock">
      Virtual clock: <time dateTime={now}>{`${now.slice(0, 10)} ${now.slice(11, 19)} UTC`}</time>
    </p>
  );
}

function TokenStatus() {
  const token = useStore((s) => s.token);
  if (!token) return null;
  return (
    <p class="token-status">
      Control token set for this tab{' '}
      <button
        type="button"
        class="secondary small"
        onClick={() => setState({ token: null, tokenProblem: null })}
      >
        Forget it
      </button>
    </p>
  );
}

/** The control API wants its token: asked here, kept for this tab's session only. */
function TokenPrompt(props: { problem: 'CONTROL_TOKEN_MISSING' | 'CONTROL_TOKEN_INVALID' }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setState({ token: value.trim(), tokenProblem: null });
    try {
      await refreshOrgs();
    } catch (err) {
      setError(describeError(err));
    }
  };
  return (
    <form class="card token" onSubmit={submit}>
      <h2>Control token</h2>
      {props.problem === 'CONTROL_TOKEN_INVALID' ? (
        <p role="alert" class="note error">
          That token does not match the one this emulator was started with (--control-token). Check it and try
          again.
        </p>
      ) : (
        <p>
          This emulator protects its control API (it was started with --control-token). Enter that token: the
          page sends it in the x-control-token header and keeps it for this browser tab's session only.
        </p>
      )}
      <div class="field">
        <label for={id}>Control token</label>
        <input
          id={id}
          type="password"
          autocomplete="off"
          required
          value={value}
          onInput={(e) => setValue(e.currentTarget.value)}
        />
      </div>
      <button type="submit">Unlock the dashboard</button>
      {error ? (
        <p role="alert" class="note error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
