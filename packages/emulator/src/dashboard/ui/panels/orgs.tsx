import { useId, useState } from 'preact/hooks';
import { control, refreshOrgs, rememberKey } from '../api.ts';
import { Badge, KeyChooser, Message, SecretOnce, Section, TableBox } from '../components.tsx';
import { useAction } from '../hooks.ts';
import { type OrgView, useStore } from '../store.ts';

/** The plans an organization may have (the control API names them when one is wrong). */
const PLANS: OrgView['plan'][] = ['free', 'platinum', 'diamond', 'enterprise'];

interface NewKey {
  orgId: string;
  orgName: string;
  id: string;
  key: string;
}

export function OrgsPanel() {
  const orgs = useStore((s) => s.orgs);
  const [created, setCreated] = useState<NewKey | null>(null);
  return (
    <>
      <p class="lead">
        Organizations, their workspaces and API keys. Keys are shown masked (their first characters); a new
        key's plaintext is shown once, when it is created.
      </p>
      {created ? (
        <SecretOnce
          label={`New key of ${created.orgName}`}
          secret={created.key}
          onDismiss={() => setCreated(null)}
        >
          <button
            type="button"
            class="secondary"
            onClick={() => {
              rememberKey(created.orgId, created.key, 'created', created.id);
              setCreated(null);
            }}
          >
            Use it in the dashboard
          </button>
        </SecretOnce>
      ) : null}
      <NewOrgForm />
      {orgs.map((org) => (
        <OrgCard key={org.id} org={org} onKeyCreated={setCreated} />
      ))}
    </>
  );
}

function NewOrgForm() {
  const [name, setName] = useState('');
  const [plan, setPlan] = useState<string>('platinum');
  const [workspaces, setWorkspaces] = useState('');
  const action = useAction();
  const id = useId();
  const submit = (e: Event) => {
    e.preventDefault();
    void action.run(async () => {
      const names = workspaces
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean);
      const org = await control<{ id: string; name: string }>('POST', '/_emulator/orgs', {
        ...(name.trim() ? { name: name.trim() } : {}),
        plan,
        ...(names.length ? { workspaces: names } : {}),
      });
      await refreshOrgs();
      setName('');
      setWorkspaces('');
      return `Created ${org.name} (${org.id}).`;
    });
  };
  return (
    <Section title="New organization">
      <form class="grid-form" onSubmit={submit}>
        <div class="field">
          <label for={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            value={name}
            placeholder="Organization"
            onInput={(e) => setName(e.currentTarget.value)}
          />
        </div>
        <div class="field">
          <label for={`${id}-plan`}>Plan</label>
          <select id={`${id}-plan`} value={plan} onChange={(e) => setPlan(e.currentTarget.value)}>
            {PLANS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for={`${id}-ws`}>Workspaces</label>
          <input
            id={`${id}-ws`}
            value={workspaces}
            placeholder="Default"
            aria-describedby={`${id}-ws-help`}
            onInput={(e) => setWorkspaces(e.currentTarget.value)}
          />
          <span id={`${id}-ws-help`} class="hint">
            Names, comma-separated (one named Default when empty)
          </span>
        </div>
        <div class="field end">
          <button type="submit" disabled={action.busy}>
            Create the organization
          </button>
        </div>
      </form>
      <Message outcome={action.outcome} />
    </Section>
  );
}

function OrgCard(props: { org: OrgView; onKeyCreated: (key: NewKey) => void }) {
  const { org } = props;
  const action = useAction();
  const wsName = (id: string) => org.workspaces.find((w) => w.id === id)?.name ?? id;
  const revoke = (keyId: string) =>
    action.run(async () => {
      await control('POST', `/_emulator/keys/${keyId}/revoke`);
      await refreshOrgs();
      return `Revoked key ${keyId}.`;
    });
  return (
    <Section title={org.name} actions={<Badge value={org.plan} />}>
      <dl class="facts">
        <dt>Id</dt>
        <dd>
          <code>{org.id}</code>
        </dd>
        <dt>Workspaces</dt>
        <dd>
          {org.workspaces.map((w) => (
            <span key={w.id} class="chip">
              {w.name} <code>{w.id}</code>
            </span>
          ))}
        </dd>
        <dt>Active keys</dt>
        <dd>
          {org.activeKeys} of {org.maxActiveKeys}
        </dd>
      </dl>
      <TableBox
        caption={`API keys of ${org.name}`}
        columns={['Key', 'Id', 'Member', 'Scopes', 'Workspaces', 'Expires', 'Status', { hidden: 'Actions' }]}
      >
        <tbody>
          {org.keys.map((k) => (
            <tr key={k.id}>
              <td>
                <code>{k.prefix}…</code>
              </td>
              <td>
                <code>{k.id}</code>
              </td>
              <td>{k.userName ?? k.userId}</td>
              <td>{k.scopes.join(', ')}</td>
              <td>{k.workspaceIds.map(wsName).join(', ')}</td>
              <td>{k.expiresAt ?? 'never'}</td>
              <td>
                <Badge value={k.status} />
              </td>
              <td>
                {k.status === 'active' ? (
                  <button
                    type="button"
                    class="secondary small"
                    onClick={() => revoke(k.id)}
                    aria-label={`Revoke key ${k.prefix}… (${k.id})`}
                  >
                    Revoke
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </TableBox>
      <Message outcome={action.outcome} />
      <NewKeyForm org={org} onCreated={props.onKeyCreated} />
      <details class="sub">
        <summary>Key for the dashboard's public-API actions</summary>
        <KeyChooser orgId={org.id} />
      </details>
    </Section>
  );
}

function NewKeyForm(props: { org: OrgView; onCreated: (key: NewKey) => void }) {
  const { org } = props;
  const allowed = org.allowedScopes;
  const [scopes, setScopes] = useState<string[]>([...allowed]);
  const [workspaces, setWorkspaces] = useState<string[]>(org.workspaces.map((w) => w.id));
  const [expires, setExpires] = useState('');
  const [member, setMember] = useState('');
  const action = useAction();
  const id = useId();
  const members = new Map(org.keys.map((k) => [k.userId, k.userName ?? k.userId]));
  const toggle = (list: string[], value: string, on: boolean) =>
    on ? [...new Set([...list, value])] : list.filter((v) => v !== value);
  const submit = (e: Event) => {
    e.preventDefault();
    void action.run(async () => {
      const created = await control<{ id: string; key: string }>('POST', `/_emulator/orgs/${org.id}/keys`, {
        scopes,
        workspaceIds: workspaces,
        ...(expires ? { expiresAt: new Date(expires).toISOString() } : {}),
        ...(member ? { userId: member } : {}),
      });
      props.onCreated({ orgId: org.id, orgName: org.name, id: created.id, key: created.key });
      await refreshOrgs();
      return `Created key ${created.id}: copy its plaintext above, it is shown once.`;
    });
  };
  return (
    <details class="sub">
      <summary>Create a key for {org.name}</summary>
      <form class="stack" onSubmit={submit}>
        <fieldset>
          <legend>Scopes</legend>
          {allowed.map((s) => (
            <label key={s} class="check">
              <input
                type="checkbox"
                checked={scopes.includes(s)}
                onChange={(e) => setScopes(toggle(scopes, s, e.currentTarget.checked))}
              />{' '}
              {s}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Workspaces</legend>
          {org.workspaces.map((w) => (
            <label key={w.id} class="check">
              <input
                type="checkbox"
                checked={workspaces.includes(w.id)}
                onChange={(e) => setWorkspaces(toggle(workspaces, w.id, e.currentTarget.checked))}
              />{' '}
              {w.name}
            </label>
          ))}
        </fieldset>
        <div class="grid-form">
          <div class="field">
            <label for={`${id}-exp`}>Expires (your local time; empty: never)</label>
            <input
              id={`${id}-exp`}
              type="datetime-local"
              value={expires}
              onInput={(e) => setExpires(e.currentTarget.value)}
            />
          </div>
          <div class="field">
            <label for={`${id}-member`}>Member</label>
            <select id={`${id}-member`} value={member} onChange={(e) => setMember(e.currentTarget.value)}>
              <option value="">a new member</option>
              {[...members].map(([userId, name]) => (
                <option key={userId} value={userId}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <button type="submit" disabled={action.busy}>
            Create the key
          </button>
        </div>
        <Message outcome={action.outcome} />
      </form>
    </details>
  );
}
