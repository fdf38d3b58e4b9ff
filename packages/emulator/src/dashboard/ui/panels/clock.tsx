import { useId, useState } from 'preact/hooks';
import { control } from '../api.ts';
import { LoadError, Message, Section, TableBox } from '../components.tsx';
import { CLOCK_MOVED, relative, shortTime, useAction, useLoad } from '../hooks.ts';

interface Tasks {
  now: string;
  tasks: { id: number; name: string; dueAt: string }[];
}

const STEPS: { label: string; seconds: number }[] = [
  { label: '1 minute', seconds: 60 },
  { label: '5 minutes', seconds: 300 },
  { label: '30 minutes', seconds: 1800 },
  { label: '1 hour', seconds: 3600 },
  { label: '1 day', seconds: 86_400 },
];

const UNITS: Record<string, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };

/** What scheduled work names mean. */
const TASK_NAMES: Record<string, string> = {
  'webhook-delivery': 'webhook delivery attempt',
  'resume-parse-start': 'resume parsing starts',
  'resume-parse-finish': 'resume parsing ends',
};

export function ClockPanel() {
  const { data, error, refresh } = useLoad(() => control<Tasks>('GET', '/_emulator/clock/tasks'), [], 2000);
  const action = useAction();
  const [amount, setAmount] = useState('10');
  const [unit, setUnit] = useState('minutes');
  const [setTo, setSetTo] = useState('');
  const [ran, setRan] = useState<Tasks['tasks'] | null>(null);
  const id = useId();

  /** Moves the clock, then says which of the work due before ran (the clock runs it before answering). */
  const move = (body: { advanceSeconds: number } | { set: string }, what: string) =>
    action.run(async () => {
      const before = await control<Tasks>('GET', '/_emulator/clock/tasks');
      const { now } = await control<{ now: string }>('POST', '/_emulator/clock', body);
      const after = await control<Tasks>('GET', '/_emulator/clock/tasks');
      const left = new Set(after.tasks.map((t) => t.id));
      const done = before.tasks.filter((t) => !left.has(t.id));
      setRan(done);
      dispatchEvent(new Event(CLOCK_MOVED));
      await refresh();
      return `${what}: the clock reads ${shortTime(now)} UTC; ${done.length} scheduled task${done.length === 1 ? '' : 's'} ran.`;
    });

  const nowMs = data ? Date.parse(data.now) : Date.now();
  return (
    <>
      <p class="lead">
        The virtual clock every time rule reads (quotas, webhook retries, resume parsing, key expiry). Moving
        it runs every piece of work that falls due before the answer.
      </p>
      <LoadError error={error} />
      <Section title="Now">
        <p class="big">
          {data ? (
            <time dateTime={data.now}>{`${data.now.slice(0, 10)} ${data.now.slice(11, 19)} UTC`}</time>
          ) : (
            '…'
          )}
        </p>
        <fieldset class="row">
          <legend>Advance the clock by</legend>
          {STEPS.map((s) => (
            <button
              key={s.seconds}
              type="button"
              disabled={action.busy}
              onClick={() => move({ advanceSeconds: s.seconds }, `Advanced ${s.label}`)}
            >
              +{s.label}
            </button>
          ))}
        </fieldset>
        <form
          class="row"
          onSubmit={(e) => {
            e.preventDefault();
            const seconds = Number(amount) * (UNITS[unit] ?? 1);
            void move({ advanceSeconds: seconds }, `Advanced ${amount} ${unit}`);
          }}
        >
          <div class="field inline">
            <label for={`${id}-amount`}>Advance by</label>
            <input
              id={`${id}-amount`}
              type="number"
              value={amount}
              onInput={(e) => setAmount(e.currentTarget.value)}
            />
          </div>
          <div class="field inline">
            <label for={`${id}-unit`}>Unit</label>
            <select id={`${id}-unit`} value={unit} onChange={(e) => setUnit(e.currentTarget.value)}>
              {Object.keys(UNITS).map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" disabled={action.busy}>
            Advance
          </button>
        </form>
        <form
          class="row"
          onSubmit={(e) => {
            e.preventDefault();
            if (setTo) void move({ set: new Date(`${setTo}Z`).toISOString() }, 'Set');
          }}
        >
          <div class="field inline">
            <label for={`${id}-set`}>Set to (UTC)</label>
            <input
              id={`${id}-set`}
              type="datetime-local"
              value={setTo}
              onInput={(e) => setSetTo(e.currentTarget.value)}
            />
          </div>
          <button type="submit" class="secondary" disabled={action.busy}>
            Set the clock
          </button>
        </form>
        <Message outcome={action.outcome} />
        {ran && ran.length > 0 ? (
          <ul class="plain" aria-label="Work that ran">
            {ran.map((t) => (
              <li key={t.id}>
                Ran {TASK_NAMES[t.name] ?? t.name} due {shortTime(t.dueAt)}
              </li>
            ))}
          </ul>
        ) : null}
      </Section>
      <Section title="Scheduled work">
        {!data || data.tasks.length === 0 ? (
          <p class="hint">Nothing is scheduled.</p>
        ) : (
          <TableBox caption="Work waiting for the clock, soonest first" columns={['What', 'Due', 'When']}>
            <tbody>
              {data.tasks.map((t) => (
                <tr key={t.id}>
                  <td>{TASK_NAMES[t.name] ?? t.name}</td>
                  <td>{shortTime(t.dueAt, data.now)}</td>
                  <td>{relative(t.dueAt, nowMs)}</td>
                </tr>
              ))}
            </tbody>
          </TableBox>
        )}
      </Section>
    </>
  );
}
