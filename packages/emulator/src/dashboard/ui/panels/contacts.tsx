import { useId, useState } from 'preact/hooks';
import { control } from '../api.ts';
import { Badge, defaultWorkspace, LoadError, Section, WorkspacePicker } from '../components.tsx';
import { useLoad } from '../hooks.ts';

interface ContactRow {
  id: string;
  name: string | null;
  jobTitle: string[];
  companyName: string | null;
  locationName: string | null;
  tags: { id: string; name: string }[];
  hasResume: boolean;
  createdAt: string | null;
}
interface Contact extends ContactRow {
  emails: { email: string; type: string }[];
  phones: { phone: string; type: string }[];
  linkedinUrl: string | null;
  updatedAt: string | null;
}
interface ContactDetail {
  contact: Contact;
  interactions: {
    items: { id: string; type: string; date: string; notes: string | null }[];
    hasMore: boolean;
  };
  resumes: {
    resumeId: string;
    fileName: string;
    parseStatus: string;
    createdAt: string;
    finishedAt: string | null;
    failureReason: string | null;
    appliedFields: string[];
  }[];
}

export function ContactsPanel() {
  const [workspaceId, setWorkspaceId] = useState(defaultWorkspace);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const searchId = useId();
  const list = useLoad(
    () =>
      control<{ items: ContactRow[]; hasMore: boolean; page: number }>(
        'GET',
        `/_emulator/crm/contacts?${new URLSearchParams({ workspaceId, search, page: String(page), pageSize: '20' })}`,
      ),
    [workspaceId, search, page],
  );
  return (
    <>
      <p class="lead">
        The contacts of a workspace, read through the control API: searching here spends no quota. The search
        is the API's own full-text search (name, company, job title, skills, email, phone).
      </p>
      <div class="toolbar">
        <WorkspacePicker
          value={workspaceId}
          onChange={(id) => {
            setWorkspaceId(id);
            setPage(1);
            setSelected(null);
          }}
        />
        <form
          class="field inline"
          onSubmit={(e) => {
            e.preventDefault();
            setSearch(typed.trim());
            setPage(1);
          }}
        >
          <label for={searchId}>Search contacts</label>
          <input id={searchId} type="search" value={typed} onInput={(e) => setTyped(e.currentTarget.value)} />
          <button type="submit">Search</button>
        </form>
      </div>
      <div class="split">
        <Section title={search ? `Contacts matching “${search}”` : 'Contacts, newest first'}>
          <LoadError error={list.error} />
          {list.data ? (
            <>
              <p role="status" class="hint">
                {list.data.items.length === 0
                  ? 'No contact matches.'
                  : `Page ${list.data.page}: ${list.data.items.length} contact${list.data.items.length === 1 ? '' : 's'}${list.data.hasMore ? ', more on the next page' : ''}.`}
              </p>
              <ul class="list" aria-label="Contacts">
                {list.data.items.map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      class={`list-item${selected === c.id ? ' selected' : ''}`}
                      aria-pressed={selected === c.id}
                      onClick={() => setSelected(c.id)}
                    >
                      <strong>{c.name ?? '(no name)'}</strong>
                      <span class="hint">
                        {[c.jobTitle[0], c.companyName, c.locationName].filter(Boolean).join(' · ')}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              <div class="row">
                <button
                  type="button"
                  class="secondary"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  Previous page
                </button>
                <button
                  type="button"
                  class="secondary"
                  disabled={!list.data.hasMore}
                  onClick={() => setPage(page + 1)}
                >
                  Next page
                </button>
              </div>
            </>
          ) : null}
        </Section>
        {selected ? <ContactCard id={selected} /> : null}
      </div>
    </>
  );
}

function ContactCard(props: { id: string }) {
  const { data, error } = useLoad(
    () => control<ContactDetail>('GET', `/_emulator/crm/contacts/${props.id}`),
    [props.id],
    5000,
  );
  if (!data) return <LoadError error={error} />;
  const c = data.contact;
  return (
    <Section title={c.name ?? '(no name)'}>
      <dl class="facts">
        <dt>Id</dt>
        <dd>
          <code>{c.id}</code>
        </dd>
        <dt>Job titles</dt>
        <dd>{c.jobTitle.join(', ') || '—'}</dd>
        <dt>Company</dt>
        <dd>{c.companyName ?? '—'}</dd>
        <dt>Emails</dt>
        <dd>{c.emails.map((e) => `${e.email} (${e.type})`).join(', ') || '—'}</dd>
        <dt>Phones</dt>
        <dd>{c.phones.map((p) => `${p.phone} (${p.type})`).join(', ') || '—'}</dd>
        <dt>Location</dt>
        <dd>{c.locationName ?? '—'}</dd>
        <dt>Tags</dt>
        <dd>{c.tags.map((t) => t.name).join(', ') || '—'}</dd>
        <dt>Created</dt>
        <dd>{c.createdAt ?? '—'}</dd>
      </dl>
      <h3>Resumes</h3>
      {data.resumes.length === 0 ? (
        <p class="hint">No resume.</p>
      ) : (
        <ul class="plain">
          {data.resumes.map((r) => (
            <li key={r.resumeId}>
              {r.fileName} <Badge value={r.parseStatus} />{' '}
              <span class="hint">
                uploaded {r.createdAt}
                {r.appliedFields.length ? `; filled ${r.appliedFields.join(', ')}` : ''}
                {r.failureReason ? `; ${r.failureReason}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3>Timeline</h3>
      {data.interactions.items.length === 0 ? (
        <p class="hint">No interaction logged.</p>
      ) : (
        <ol class="timeline">
          {data.interactions.items.map((i) => (
            <li key={i.id}>
              <time dateTime={i.date}>{i.date.slice(0, 16).replace('T', ' ')}</time> <strong>{i.type}</strong>
              {i.notes ? <span> — {i.notes}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
