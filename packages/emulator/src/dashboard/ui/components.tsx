import type { ComponentChildren } from 'preact';
import { useId, useState } from 'preact/hooks';
import { createDashboardKey, describeError, forgetKey, rememberKey } from './api.ts';
import type { Outcome } from './hooks.ts';
import { getState, setState, useSelectedOrg, useStore } from './store.ts';

/** A titled part of a panel. */
export function Section(props: { title: string; children: ComponentChildren; actions?: ComponentChildren }) {
  const id = useId();
  return (
    <section class="card" aria-labelledby={id}>
      <div class="card-head">
        <h2 id={id}>{props.title}</h2>
        {props.actions ? <div class="actions">{props.actions}</div> : null}
      </div>
      {props.children}
    </section>
  );
}

/** What an action did: announced politely on success, assertively on failure. */
export function Message(props: { outcome: Outcome | null }) {
  const { outcome } = props;
  if (!outcome) return <div role="status" class="sr-only" />;
  if (outcome.kind === 'needs-key' && outcome.orgId) {
    return (
      <div role="alert" class="note warn">
        <p>{outcome.text}</p>
        <KeyChooser orgId={outcome.orgId} />
      </div>
    );
  }
  return outcome.kind === 'ok' ? (
    <p role="status" class="note ok">
      {outcome.text}
    </p>
  ) : (
    <p role="alert" class="note error">
      {outcome.text}
    </p>
  );
}

/** A load that failed, said as the API said it. */
export function LoadError(props: { error: unknown }) {
  if (!props.error) return null;
  return (
    <p role="alert" class="note error">
      Could not load: {describeError(props.error)}
    </p>
  );
}

/**
 * The key the page uses for an organization's public-API actions: a dashboard key made on request
 * (member "Emulator dashboard"; the previous one is revoked), or one the user pastes. In memory only.
 */
export function KeyChooser(props: { orgId: string }) {
  const { orgId } = props;
  const org = useStore((s) => s.orgs.find((o) => o.id === orgId));
  const current = useStore((s) => s.keys[orgId]);
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const name = org?.name ?? 'this organization';
  if (current) {
    return (
      <div class="key-chooser">
        <p>
          Public-API actions of {name} use the key <code>{current.key.slice(0, 10)}…</code>
          {current.source === 'dashboard' ? ' (the dashboard key, member “Emulator dashboard”)' : ''}; it is
          kept in this page's memory only.
        </p>
        <button type="button" class="secondary" onClick={() => forgetKey(orgId)}>
          Forget this key
        </button>
      </div>
    );
  }
  const create = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await createDashboardKey(orgId);
    } catch (err) {
      setProblem(describeError(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="key-chooser">
      <p>
        Actions such as moving a card, generating a job, searching or calling a tool go through the public API
        with a key of {name}. The key stays in this page's memory only.
      </p>
      <div class="row">
        <button type="button" onClick={create} disabled={busy}>
          Create a dashboard key for {name}
        </button>
      </div>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          if (pasted.trim()) rememberKey(orgId, pasted.trim(), 'pasted', null);
        }}
      >
        <label for={inputId}>Or paste a key of {name}</label>
        <input
          id={inputId}
          type="password"
          autocomplete="off"
          value={pasted}
          onInput={(e) => setPasted(e.currentTarget.value)}
        />
        <button type="submit" class="secondary">
          Use this key
        </button>
      </form>
      {problem ? (
        <p role="alert" class="note error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** A secret shown once (a new key's plaintext): copy it now, it is never shown again. */
export function SecretOnce(props: {
  label: string;
  secret: string;
  onDismiss: () => void;
  children?: ComponentChildren;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.secret);
      setCopied('Copied to the clipboard.');
    } catch {
      setCopied('The browser refused the clipboard: select the key and copy it.');
    }
  };
  return (
    <section class="secret" aria-label={props.label}>
      <p>
        <strong>{props.label}</strong>: shown only now; the emulator keeps its hash only.
      </p>
      <code class="secret-value" data-testid="secret-value">
        {props.secret}
      </code>
      <div class="row">
        <button type="button" onClick={copy}>
          Copy
        </button>
        {props.children}
        <button type="button" class="secondary" onClick={props.onDismiss}>
          Done, hide it
        </button>
      </div>
      <p role="status" class="hint">
        {copied ?? ''}
      </p>
    </section>
  );
}

/** One count against its limit: a labelled `<meter>` and the figures. */
export function UsageMeter(props: { label: string; used: number; limit: number | null; note?: string }) {
  const id = useId();
  const { used, limit } = props;
  const high = limit !== null && used >= limit;
  return (
    <div class={`usage${high ? ' full' : ''}`}>
      <label for={id}>{props.label}</label>
      {limit === null ? (
        <span id={id} class="figure">
          {used} (no limit)
        </span>
      ) : (
        <>
          <meter
            id={id}
            min={0}
            max={Math.max(limit, 1)}
            value={Math.min(used, limit)}
            low={limit * 0.7}
            high={limit * 0.9}
            optimum={0}
          />
          <span class="figure">
            {used} / {limit}
          </span>
        </>
      )}
      {props.note ? <span class="hint">{props.note}</span> : null}
    </div>
  );
}

const STATUS_TONE: Record<string, string> = {
  active: 'ok',
  succeeded: 'ok',
  published: 'ok',
  live: 'ok',
  pending: 'warn',
  pending_verification: 'warn',
  queued: 'warn',
  processing: 'warn',
  draft: 'neutral',
  disabled: 'neutral',
  expired: 'neutral',
  revoked: 'error',
  failed: 'error',
  suspended: 'error',
};

export function Badge(props: { value: string }) {
  return (
    <span class={`badge ${STATUS_TONE[props.value] ?? 'neutral'}`}>{props.value.replaceAll('_', ' ')}</span>
  );
}

/** The organization the panels show (all of them share it). */
export function OrgPicker() {
  const orgs = useStore((s) => s.orgs);
  const selected = useSelectedOrg();
  const id = useId();
  if (orgs.length === 0) return <p class="hint">No organization yet: create one in Organizations.</p>;
  return (
    <div class="field inline">
      <label for={id}>Organization</label>
      <select id={id} value={selected?.id ?? ''} onChange={(e) => setState({ orgId: e.currentTarget.value })}>
        {orgs.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name} ({o.plan})
          </option>
        ))}
      </select>
    </div>
  );
}

/** A workspace of any organization, grouped by organization. */
export function WorkspacePicker(props: { value: string; onChange: (id: string) => void }) {
  const orgs = useStore((s) => s.orgs);
  const id = useId();
  return (
    <div class="field inline">
      <label for={id}>Workspace</label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
        {orgs.map((o) => (
          <optgroup key={o.id} label={o.name}>
            {o.workspaces.map((w) => (
              <option key={w.id} value={w.id}>
                {o.name} / {w.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/** The first workspace of the selected organization: where workspace pickers start. */
export function defaultWorkspace(): string {
  const { orgs, orgId } = getState();
  const org = orgs.find((o) => o.id === orgId) ?? orgs[0];
  return org?.workspaces[0]?.id ?? '';
}

/**
 * A table in a box that scrolls sideways on a narrow window. The box is named by the caption and
 * takes the focus, so a keyboard can scroll it (WCAG 2.1.1).
 */
export function TableBox(props: {
  caption: string;
  /** The column headers; `{ hidden }` names a column for screen readers only (a column of buttons). */
  columns: (string | { hidden: string })[];
  tableClass?: string;
  children: ComponentChildren;
}) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to scroll by keyboard.
    <section class="table-wrap" tabIndex={0} aria-labelledby={id}>
      <table class={props.tableClass}>
        <caption id={id}>{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((c) => (
              <th scope="col" key={typeof c === 'string' ? c : c.hidden}>
                {typeof c === 'string' ? c : <span class="sr-only">{c.hidden}</span>}
              </th>
            ))}
          </tr>
        </thead>
        {props.children}
      </table>
    </section>
  );
}

/** Text in a box that scrolls: reachable by keyboard (a scrollable region must be, WCAG 2.1.1). */
export function ScrollText(props: { text: string; label: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to scroll by keyboard.
    <section class="json" tabIndex={0} aria-label={props.label}>
      <pre>{props.text}</pre>
    </section>
  );
}

/** JSON, readable and scrollable by keyboard. */
export function JsonView(props: { value: unknown; label: string }) {
  return <ScrollText text={JSON.stringify(props.value, null, 2)} label={props.label} />;
}
