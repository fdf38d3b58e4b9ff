import { useState } from 'preact/hooks';
import { publicApi } from '../api.ts';
import { LoadError, Message, OrgPicker, Section, TableBox } from '../components.tsx';
import { useAction, useLoad } from '../hooks.ts';
import { type JsonSchema, SchemaForm, schemaValues } from '../schema-form.tsx';
import { useSelectedOrg } from '../store.ts';
import { listTools } from '../tool-list.ts';

interface Candidate {
  candidateId: string;
  displayName: string | null;
  headline: string | null;
  locationName: string | null;
  topSkills: string[];
  matchedSkills: string[];
  matchTier: string | null;
  hasVideo: boolean;
}
interface PublicJob {
  title: string | null;
  companyName: string | null;
  locationName: string | null;
  typeOfWork: string | null;
  jobType: string | null;
  payAmount: number | null;
  payCurrency: string | null;
  payType: string | null;
  applyUrl: string | null;
}
interface Page {
  hasMore: boolean;
  page: number;
}

/**
 * The candidate and job pools, searched through the public API with a key of the selected
 * organization. The forms are built from the request schemas (the search tools' input schemas are
 * the API's): every filter the API takes is here.
 */
export function SearchPanel() {
  const org = useSelectedOrg();
  const tools = useLoad(listTools, []);
  if (!org) return <OrgPicker />;
  const schemaOf = (name: string) => tools.data?.find((t) => t.name === name)?.inputSchema;
  return (
    <>
      <p class="lead">
        Search the candidate pool and the public jobs as the API does (each search spends one call of the
        family's daily quota, with a key of {org.name}).
      </p>
      <div class="toolbar">
        <OrgPicker />
      </div>
      <LoadError error={tools.error} />
      <CandidateSearch orgId={org.id} schema={schemaOf('search_candidates')} />
      <JobSearch orgId={org.id} schema={schemaOf('search_jobs')} />
    </>
  );
}

function useSearch<T>(orgId: string, path: string, schema: JsonSchema | undefined) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<T | null>(null);
  const action = useAction();
  const submit = (e: Event) => {
    e.preventDefault();
    if (!schema) return;
    void action.run(async () => {
      const body = schemaValues(schema, values);
      const answer = await publicApi<T & Page>(orgId, 'POST', path, { body });
      setResult(answer);
      return `Page ${answer.page}${answer.hasMore ? ', more on the next page' : ', the last page'}.`;
    });
  };
  return { values, setValues, result, action, submit };
}

function CandidateSearch(props: { orgId: string; schema: JsonSchema | undefined }) {
  const search = useSearch<{ results: Candidate[] }>(
    props.orgId,
    '/api/v3.0/candidate-search/public/search',
    props.schema,
  );
  return (
    <Section title="Candidate pool">
      {props.schema ? (
        <form onSubmit={search.submit}>
          <SchemaForm
            schema={props.schema}
            values={search.values}
            onChange={search.setValues}
            omit={['workspaceId']}
          />
          <button type="submit" disabled={search.action.busy}>
            Search candidates
          </button>
        </form>
      ) : null}
      <Message outcome={search.action.outcome} />
      {search.result ? (
        <TableBox
          caption="Candidates (scrubbed public profiles)"
          columns={['Name', 'Headline', 'Location', 'Matched skills', 'Match', 'Video']}
        >
          <tbody>
            {search.result.results.map((c) => (
              <tr key={c.candidateId}>
                <td>{c.displayName ?? '—'}</td>
                <td>{c.headline ?? '—'}</td>
                <td>{c.locationName ?? '—'}</td>
                <td>{c.matchedSkills.join(', ') || '—'}</td>
                <td>{c.matchTier ?? '—'}</td>
                <td>{c.hasVideo ? 'yes' : 'no'}</td>
              </tr>
            ))}
          </tbody>
        </TableBox>
      ) : null}
    </Section>
  );
}

function JobSearch(props: { orgId: string; schema: JsonSchema | undefined }) {
  const search = useSearch<{ jobs: PublicJob[] }>(
    props.orgId,
    '/api/v3.0/job-search/public/search',
    props.schema,
  );
  return (
    <Section title="Public jobs">
      {props.schema ? (
        <form onSubmit={search.submit}>
          <SchemaForm schema={props.schema} values={search.values} onChange={search.setValues} />
          <button type="submit" disabled={search.action.busy}>
            Search jobs
          </button>
        </form>
      ) : null}
      <Message outcome={search.action.outcome} />
      {search.result ? (
        <TableBox caption="Public jobs" columns={['Title', 'Company', 'Location', 'Type', 'Pay', 'Apply']}>
          <tbody>
            {search.result.jobs.map((j, i) => (
              <tr key={`${j.applyUrl ?? ''}${i}`}>
                <td>{j.title ?? '—'}</td>
                <td>{j.companyName ?? '—'}</td>
                <td>
                  {j.locationName ?? '—'}
                  {j.typeOfWork ? ` (${j.typeOfWork})` : ''}
                </td>
                <td>{j.jobType ?? '—'}</td>
                <td>
                  {j.payAmount !== null ? `${j.payAmount} ${j.payCurrency ?? ''} ${j.payType ?? ''}` : '—'}
                </td>
                <td class="wrap">{j.applyUrl ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </TableBox>
      ) : null}
    </Section>
  );
}
