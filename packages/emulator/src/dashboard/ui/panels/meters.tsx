import { control } from '../api.ts';
import { LoadError, Section, TableBox, UsageMeter } from '../components.tsx';
import { relative, shortTime, useLoad } from '../hooks.ts';

interface Meter {
  used: number;
  limit: number | null;
}
interface WindowMeter extends Meter {
  resetsAt: string | null;
}
interface Meters {
  now: string;
  resetsAt: string;
  orgs: {
    orgId: string;
    name: string;
    plan: string;
    families: { family: string; daily: Meter & { inFlight: number }; burst: WindowMeter }[];
    deliveries: Meter;
    keys: {
      keyId: string;
      prefix: string;
      resumeUploads: Meter;
      usageReads: (WindowMeter & { family: string })[];
    }[];
    endpoints: { endpointId: string; url: string; testPings: Meter; reverifications: Meter }[];
  }[];
  perIp: (WindowMeter & { family: string; ip: string })[];
}

/** Refreshed every 2 s while the page is visible. */
const EVERY_MS = 2000;

export function MetersPanel() {
  const { data, error } = useLoad(() => control<Meters>('GET', '/_emulator/meters'), [], EVERY_MS);
  if (!data) return <LoadError error={error} />;
  const nowMs = Date.parse(data.now);
  const window = (w: WindowMeter) =>
    w.resetsAt ? `window ends ${relative(w.resetsAt, nowMs)}` : 'no call this minute';
  return (
    <>
      <p class="lead">
        What each organization has spent, read from the quota engine itself, live (every 2 s while this page
        is visible). Daily quotas reset at UTC midnight of the virtual clock: {shortTime(data.resetsAt)} (
        {relative(data.resetsAt, nowMs)}).
      </p>
      <LoadError error={error} />
      {data.orgs.map((org) => (
        <Section key={org.orgId} title={`${org.name} (${org.plan})`}>
          <TableBox
            caption={`Daily quotas and burst windows of ${org.name}`}
            columns={['Family', 'Today', 'Running now', 'This minute (burst)']}
          >
            <tbody>
              {org.families.map((f) => (
                <tr key={f.family}>
                  <th scope="row">{f.family}</th>
                  <td>
                    <UsageMeter label={`${f.family} today`} used={f.daily.used} limit={f.daily.limit} />
                  </td>
                  <td>{f.daily.inFlight}</td>
                  <td>
                    <UsageMeter
                      label={`${f.family} this minute`}
                      used={f.burst.used}
                      limit={f.burst.limit}
                      note={window(f.burst)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </TableBox>
          <UsageMeter
            label="Webhook deliveries today (daily cap)"
            used={org.deliveries.used}
            limit={org.deliveries.limit}
          />
          {org.keys.length > 0 ? (
            <TableBox
              caption="Per key: resume uploads today and usage reads this minute"
              columns={['Key', 'Resume uploads', 'Usage reads']}
            >
              <tbody>
                {org.keys.map((k) => (
                  <tr key={k.keyId}>
                    <th scope="row">
                      <code>{k.prefix}…</code> <code class="hint">{k.keyId}</code>
                    </th>
                    <td>
                      <UsageMeter
                        label={`Resume uploads of ${k.keyId}`}
                        used={k.resumeUploads.used}
                        limit={k.resumeUploads.limit}
                      />
                    </td>
                    <td>
                      {k.usageReads.length === 0
                        ? 'none this minute'
                        : k.usageReads.map((u) => (
                            <UsageMeter
                              key={u.family}
                              label={`${u.family} usage reads of ${k.keyId}`}
                              used={u.used}
                              limit={u.limit}
                              note={window(u)}
                            />
                          ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableBox>
          ) : null}
          {org.endpoints.length > 0 ? (
            <TableBox
              caption="Per webhook endpoint: test pings today, re-verifications in the last hour"
              columns={['Endpoint', 'Test pings', 'Re-verifications']}
            >
              <tbody>
                {org.endpoints.map((ep) => (
                  <tr key={ep.endpointId}>
                    <th scope="row" class="wrap">
                      {ep.url}
                    </th>
                    <td>
                      <UsageMeter
                        label={`Test pings of ${ep.url}`}
                        used={ep.testPings.used}
                        limit={ep.testPings.limit}
                      />
                    </td>
                    <td>
                      <UsageMeter
                        label={`Re-verifications of ${ep.url}`}
                        used={ep.reverifications.used}
                        limit={ep.reverifications.limit}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableBox>
          ) : null}
        </Section>
      ))}
      <Section title="Per client IP (this minute)">
        {data.perIp.length === 0 ? (
          <p class="hint">No per-IP window is running.</p>
        ) : (
          <TableBox caption="Per-IP backstop windows" columns={['IP', 'Family', 'This minute']}>
            <tbody>
              {data.perIp.map((w) => (
                <tr key={`${w.ip}|${w.family}`}>
                  <th scope="row">{w.ip}</th>
                  <td>{w.family}</td>
                  <td>
                    <UsageMeter
                      label={`${w.family} from ${w.ip}`}
                      used={w.used}
                      limit={w.limit}
                      note={window(w)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </TableBox>
        )}
      </Section>
    </>
  );
}
