import { useId, useState } from 'preact/hooks';
import { control, publicApi } from '../api.ts';
import { Badge, JsonView, LoadError, Message, OrgPicker, Section, TableBox } from '../components.tsx';
import { useAction, useLoad } from '../hooks.ts';
import { useSelectedOrg } from '../store.ts';

interface Job {
  postId: string;
  title: string;
  status: 'draft' | 'pending' | 'published';
  language: string;
  locationName: string | null;
  isRemote: boolean;
  createdAt: string;
  fromJobBuilder: boolean;
  listId: string | null;
}

/** The public job DTO of the job-builder (spec 3). */
interface PublicJob {
  title: string;
  language: string;
  description?: string;
  workMode: {
    type: string;
    scope: string | null;
    countryCode: string | null;
    countryName: string | null;
    city: string | null;
    displayName: string | null;
  };
  salary: {
    low: number;
    recommended: number;
    high: number;
    period: string;
    currency: string;
    negotiable: boolean;
  } | null;
  primaryEmploymentType: string;
  employmentTypes: string[];
  categories: { id: string; name: string; primary: boolean }[];
  education: string[];
  skills: string[];
}

const STATUSES = ['', 'draft', 'pending', 'published'] as const;

export function JobsPanel() {
  const org = useSelectedOrg();
  const [status, setStatus] = useState<string>('');
  const filterId = useId();
  const jobs = useLoad(
    () =>
      control<{ items: Job[] }>(
        'GET',
        `/_emulator/jobs?${new URLSearchParams({ orgId: org?.id ?? '', ...(status ? { status } : {}) })}`,
      ),
    [org?.id, status],
  );
  const action = useAction();
  if (!org) return <OrgPicker />;
  const approve = (job: Job) =>
    action.run(async () => {
      await control('POST', `/_emulator/jobs/${job.postId}/approve`);
      await jobs.refresh();
      return `Approved “${job.title}”: it is published (and listed by job-search).`;
    });
  return (
    <>
      <p class="lead">
        The organization's jobs: drafts and jobs sent to approval by the job-builder, and published ones.
        Approving is the application's review, which the API never does.
      </p>
      <div class="toolbar">
        <OrgPicker />
        <div class="field inline">
          <label for={filterId}>Status</label>
          <select id={filterId} value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s || 'all'}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Message outcome={action.outcome} />
      <Section title={`Jobs of ${org.name}`}>
        <LoadError error={jobs.error} />
        {jobs.data?.items.length === 0 ? <p class="hint">No job.</p> : null}
        {jobs.data && jobs.data.items.length > 0 ? (
          <TableBox
            caption="Jobs, newest first"
            columns={['Title', 'Status', 'Made by', 'Location', 'Created', { hidden: 'Actions' }]}
          >
            <tbody>
              {jobs.data.items.map((job) => (
                <tr key={job.postId}>
                  <td>
                    {job.title} <code class="hint">{job.postId}</code>
                  </td>
                  <td>
                    <Badge value={job.status} />
                  </td>
                  <td>{job.fromJobBuilder ? 'job-builder' : 'the application'}</td>
                  <td>
                    {job.locationName ?? '—'}
                    {job.isRemote ? ' (remote)' : ''}
                  </td>
                  <td>{job.createdAt.slice(0, 16).replace('T', ' ')}</td>
                  <td>
                    {job.status === 'pending' ? (
                      <button
                        type="button"
                        class="small"
                        onClick={() => approve(job)}
                        disabled={action.busy}
                        aria-label={`Approve ${job.title}`}
                      >
                        Approve
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableBox>
        ) : null}
      </Section>
      <Playground orgId={org.id} onCreated={jobs.refresh} />
    </>
  );
}

/** Type a hiring request, see the structured job and what was understood of it. */
function Playground(props: { orgId: string; onCreated: () => Promise<void> }) {
  const [prompt, setPrompt] = useState('');
  const [language, setLanguage] = useState('en');
  const [withDescription, setWithDescription] = useState(false);
  const [job, setJob] = useState<PublicJob | null>(null);
  const action = useAction();
  const id = useId();
  const generate = (e: Event) => {
    e.preventDefault();
    void action.run(async () => {
      setJob(null);
      const result = await publicApi<PublicJob>(
        props.orgId,
        'POST',
        '/api/v3.0/job-builder/public/generate',
        {
          body: { prompt, language, includeDescription: withDescription },
        },
      );
      setJob(result);
      return `Generated “${result.title}” (POST /public/generate: 1 of the organization's daily job-builder calls).`;
    });
  };
  const create = (publishMode: 'draft' | 'publish') =>
    action.run(async () => {
      const result = await publicApi<{ postId: string; status: string }>(
        props.orgId,
        'POST',
        '/api/v3.0/job-builder/public/jobs',
        { body: { prompt, language, publishMode } },
      );
      await props.onCreated();
      return `Created job ${result.postId} (${result.status}${publishMode === 'publish' ? ': approve it above' : ''}).`;
    });
  return (
    <Section title="Job-builder playground">
      <form class="stack" onSubmit={generate}>
        <div class="field">
          <label for={`${id}-prompt`}>Hiring request</label>
          <textarea
            id={`${id}-prompt`}
            rows={3}
            value={prompt}
            placeholder="Senior backend engineer in Berlin, hybrid, Go and PostgreSQL, full time"
            onInput={(e) => setPrompt(e.currentTarget.value)}
          />
        </div>
        <div class="row">
          <div class="field inline">
            <label for={`${id}-lang`}>Language</label>
            <select id={`${id}-lang`} value={language} onChange={(e) => setLanguage(e.currentTarget.value)}>
              {['en', 'es', 'nl', 'pt'].map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </div>
          <label class="check">
            <input
              type="checkbox"
              checked={withDescription}
              onChange={(e) => setWithDescription(e.currentTarget.checked)}
            />{' '}
            Include the description
          </label>
          <button type="submit" disabled={action.busy}>
            Generate a preview
          </button>
          <button type="button" class="secondary" disabled={action.busy} onClick={() => create('draft')}>
            Save as a draft
          </button>
          <button type="button" class="secondary" disabled={action.busy} onClick={() => create('publish')}>
            Send to approval
          </button>
        </div>
      </form>
      <p class="hint">
        Each call spends one of the organization's 10 job-builder calls a day (see Quota meters).
      </p>
      <Message outcome={action.outcome} />
      {job ? <Understood job={job} /> : null}
    </Section>
  );
}

function Understood(props: { job: PublicJob }) {
  const { job } = props;
  const { workMode: w, salary } = job;
  const place = [w.city, w.countryName].filter(Boolean).join(', ') || w.displayName || 'anywhere';
  return (
    <div class="split">
      <div>
        <h3>What was understood</h3>
        <dl class="facts" data-testid="understood">
          <dt>Role</dt>
          <dd>{job.title}</dd>
          <dt>Where</dt>
          <dd>
            {w.type}
            {w.scope ? ` (${w.scope})` : ''}, {place}
          </dd>
          <dt>Employment</dt>
          <dd>{job.employmentTypes.join(', ') || job.primaryEmploymentType}</dd>
          <dt>Pay</dt>
          <dd>
            {salary
              ? `${salary.low}–${salary.high} ${salary.currency} ${salary.period}${salary.negotiable ? ', negotiable' : ''}`
              : '—'}
          </dd>
          <dt>Skills</dt>
          <dd>{job.skills.join(', ') || '—'}</dd>
          <dt>Categories</dt>
          <dd>{job.categories.map((c) => c.name).join(', ') || '—'}</dd>
          <dt>Education</dt>
          <dd>{job.education.join(', ') || '—'}</dd>
          <dt>Language</dt>
          <dd>{job.language}</dd>
        </dl>
      </div>
      <div>
        <h3>The structured job</h3>
        <JsonView value={job} label="The generated job as JSON" />
      </div>
    </div>
  );
}
