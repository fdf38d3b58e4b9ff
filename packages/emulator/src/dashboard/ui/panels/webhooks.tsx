import { useEffect, useId, useState } from 'preact/hooks';
import { control, publicApi } from '../api.ts';
import { Badge, JsonView, LoadError, Message, OrgPicker, Section, TableBox } from '../components.tsx';
import { shortTime, useAction, useLoad } from '../hooks.ts';
import { useSelectedOrg } from '../store.ts';

interface Endpoint {
  id: string;
  url: string;
  description: string;
  events: string[];
  status: string;
  workspaceIds: string[];
  stats: {
    total24h: number;
    succeeded24h: number;
    failed24h: number;
    pending: number;
    consecutiveFailures: number;
    lastDeliveryAt: string | null;
  };
}
interface Delivery {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  createdAt: string;
  nextAttemptAt: string | null;
  lastError: string | null;
  redeliveryOf: string | null;
  attempts: { at: string; statusCode?: number; error?: string; durationMs?: number }[];
  payload: unknown;
}

/** Deliveries change on their own (retries on the clock): read again every 3 s while visible. */
const EVERY_MS = 3000;

export function WebhooksPanel() {
  const org = useSelectedOrg();
  const [endpointId, setEndpointId] = useState<string | null>(null);
  const endpoints = useLoad(
    () => control<{ items: Endpoint[] }>('GET', `/_emulator/webhooks/endpoints?orgId=${org?.id ?? ''}`),
    [org?.id],
    EVERY_MS,
  );
  const action = useAction();
  useEffect(() => {
    const items = endpoints.data?.items ?? [];
    if (!items.some((e) => e.id === endpointId)) setEndpointId(items[0]?.id ?? null);
  }, [endpoints.data]);
  if (!org) return <OrgPicker />;
  const selected = endpoints.data?.items.find((e) => e.id === endpointId) ?? null;
  const flush = () =>
    action.run(async () => {
      const r = await control<{ attempted: number; succeeded: number; failed: number }>(
        'POST',
        '/_emulator/webhooks/flush',
      );
      await endpoints.refresh();
      return `Attempted ${r.attempted} due deliveries: ${r.succeeded} succeeded, ${r.failed} failed.`;
    });
  return (
    <>
      <p class="lead">
        Webhook endpoints with their status and statistics, and every delivery with its attempts, the
        receiver's answers and the payload. Redeliver and test go through the public API with a key of the
        organization.
      </p>
      <div class="toolbar">
        <OrgPicker />
        <button type="button" class="secondary" onClick={flush} disabled={action.busy}>
          Deliver what is due now
        </button>
      </div>
      <Message outcome={action.outcome} />
      <LoadError error={endpoints.error} />
      <Section title={`Endpoints of ${org.name}`}>
        {endpoints.data?.items.length === 0 ? (
          <p class="hint">No endpoint: create one with POST /api/v3.0/webhooks/public/webhook-endpoints.</p>
        ) : (
          <TableBox
            caption="Endpoints and their delivery statistics (last 24 hours)"
            columns={[
              'URL',
              'Status',
              'Events',
              'Delivered',
              'Failed',
              'Pending',
              'Failing streak',
              { hidden: 'Show' },
            ]}
          >
            <tbody>
              {(endpoints.data?.items ?? []).map((ep) => (
                <tr key={ep.id} class={ep.id === endpointId ? 'selected' : ''}>
                  <td class="wrap">{ep.url}</td>
                  <td>
                    <Badge value={ep.status} />
                  </td>
                  <td>{ep.events.join(', ')}</td>
                  <td>{ep.stats.succeeded24h}</td>
                  <td>{ep.stats.failed24h}</td>
                  <td>{ep.stats.pending}</td>
                  <td>{ep.stats.consecutiveFailures}</td>
                  <td>
                    <button
                      type="button"
                      class="secondary small"
                      aria-pressed={ep.id === endpointId}
                      onClick={() => setEndpointId(ep.id)}
                      aria-label={`Show the deliveries of ${ep.url}`}
                    >
                      Deliveries
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableBox>
        )}
      </Section>
      <SimulateApplication orgId={org.id} onDone={endpoints.refresh} />
      {selected ? <Deliveries orgId={org.id} endpoint={selected} /> : null}
    </>
  );
}

function Deliveries(props: { orgId: string; endpoint: Endpoint }) {
  const { orgId, endpoint } = props;
  const { data, error, refresh } = useLoad(
    () => control<{ items: Delivery[] }>('GET', `/_emulator/webhooks/endpoints/${endpoint.id}/deliveries`),
    [endpoint.id],
    EVERY_MS,
  );
  const action = useAction();
  const base = `/api/v3.0/webhooks/public/webhook-endpoints/${endpoint.id}`;
  const test = () =>
    action.run(async () => {
      await publicApi(orgId, 'POST', `${base}/test`);
      await refresh();
      return 'Sent a webhook.ping test event (POST …/test).';
    });
  const redeliver = (d: Delivery) =>
    action.run(async () => {
      await publicApi(orgId, 'POST', `${base}/deliveries/${d.id}/redeliver`);
      await refresh();
      return `Redelivered ${d.eventType} ${d.eventId} (POST …/deliveries/${d.id}/redeliver).`;
    });
  const items = [...(data?.items ?? [])].reverse();
  return (
    <Section
      title={`Deliveries to ${endpoint.url}`}
      actions={
        <button type="button" onClick={test} disabled={action.busy}>
          Send a test event
        </button>
      }
    >
      <Message outcome={action.outcome} />
      <LoadError error={error} />
      {items.length === 0 ? <p class="hint">No delivery yet.</p> : null}
      <ul class="plain deliveries">
        {items.map((d) => (
          <li key={d.id}>
            <details>
              <summary>
                <Badge value={d.status} /> <strong>{d.eventType}</strong>{' '}
                <span class="hint">
                  {d.attempts.length} attempt{d.attempts.length === 1 ? '' : 's'} · created{' '}
                  {shortTime(d.createdAt)}
                  {d.nextAttemptAt ? ` · next attempt ${shortTime(d.nextAttemptAt)}` : ''}
                  {d.redeliveryOf ? ' · a redelivery' : ''}
                </span>
              </summary>
              <div class="delivery">
                <p>
                  Event <code>{d.eventId}</code>, delivery <code>{d.id}</code>
                </p>
                <TableBox
                  caption={`Attempts of delivery ${d.id}`}
                  columns={['#', 'Due (virtual clock)', 'Receiver answered', 'Error', 'Took']}
                >
                  <tbody>
                    {d.attempts.map((a, i) => (
                      <tr key={a.at + i}>
                        <td>{i + 1}</td>
                        <td>{shortTime(a.at)}</td>
                        <td>{a.statusCode ?? '—'}</td>
                        <td class="wrap">{a.error ?? '—'}</td>
                        <td>{a.durationMs !== undefined ? `${a.durationMs} ms` : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </TableBox>
                <JsonView value={d.payload} label={`Payload of ${d.eventType} ${d.eventId}`} />
                <button type="button" class="secondary" onClick={() => redeliver(d)} disabled={action.busy}>
                  Redeliver
                </button>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A candidate applies to one of the organization's published jobs (`POST /_emulator/applications`). */
function SimulateApplication(props: { orgId: string; onDone: () => Promise<void> }) {
  const jobs = useLoad(
    () =>
      control<{ items: { postId: string; title: string }[] }>(
        'GET',
        `/_emulator/jobs?orgId=${props.orgId}&status=published`,
      ),
    [props.orgId],
  );
  const [postId, setPostId] = useState('');
  const [name, setName] = useState('Ada Lovelace');
  const [email, setEmail] = useState('ada@example.com');
  const [resume, setResume] = useState(true);
  const action = useAction();
  const id = useId();
  const posts = jobs.data?.items ?? [];
  const chosen = postId || posts[0]?.postId || '';
  const submit = (e: Event) => {
    e.preventDefault();
    void action.run(async () => {
      const r = await control<{ applicationId: string; eventId: string }>('POST', '/_emulator/applications', {
        postId: chosen,
        candidate: { name, email, resume },
      });
      await props.onDone();
      return `${name} applied: application ${r.applicationId}, event ${r.eventId} (application.received).`;
    });
  };
  return (
    <Section title="Simulate an application">
      {posts.length === 0 ? (
        <p class="hint">This organization has no published job (Jobs panel, or POST /_emulator/jobs).</p>
      ) : (
        <form class="grid-form" onSubmit={submit}>
          <div class="field">
            <label for={`${id}-job`}>Job</label>
            <select id={`${id}-job`} value={chosen} onChange={(e) => setPostId(e.currentTarget.value)}>
              {posts.map((p) => (
                <option key={p.postId} value={p.postId}>
                  {p.title}
                </option>
              ))}
            </select>
          </div>
          <div class="field">
            <label for={`${id}-name`}>Candidate name</label>
            <input id={`${id}-name`} value={name} onInput={(e) => setName(e.currentTarget.value)} />
          </div>
          <div class="field">
            <label for={`${id}-email`}>Candidate email</label>
            <input
              id={`${id}-email`}
              type="email"
              value={email}
              onInput={(e) => setEmail(e.currentTarget.value)}
            />
          </div>
          <label class="check">
            <input type="checkbox" checked={resume} onChange={(e) => setResume(e.currentTarget.checked)} />{' '}
            With a resume
          </label>
          <div class="field end">
            <button type="submit" disabled={action.busy}>
              Apply
            </button>
          </div>
        </form>
      )}
      <Message outcome={action.outcome} />
    </Section>
  );
}
