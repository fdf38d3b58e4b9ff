import { useId, useState } from 'preact/hooks';
import type { Fault } from '../../../engine/faults.ts';
import { control } from '../api.ts';
import { LoadError, Message, Section, TableBox } from '../components.tsx';
import { useAction, useLoad } from '../hooks.ts';
import { useRequestFeed } from '../live.ts';
import { RequestTable } from './requests.tsx';

const METHODS = ['', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export function FaultsPanel() {
  const faults = useLoad(() => control<{ items: Fault[] }>('GET', '/_emulator/faults'), [], 2000);
  const action = useAction();
  const [method, setMethod] = useState('GET');
  const [path, setPath] = useState('/api/v3.0/crm/public/contacts');
  const [status, setStatus] = useState('503');
  const [errorCode, setErrorCode] = useState('');
  const [times, setTimes] = useState('1');
  const [delayMs, setDelayMs] = useState('0');
  const id = useId();
  const { entries } = useRequestFeed();
  const failed = entries.filter((e) => e.status >= 400).slice(-10);

  const add = (e: Event) => {
    e.preventDefault();
    void action.run(async () => {
      const created = await control<{ id: string }>('POST', '/_emulator/faults', {
        ...(method ? { method } : {}),
        path,
        status: Number(status),
        ...(errorCode.trim() ? { errorCode: errorCode.trim() } : {}),
        times: Number(times),
        delayMs: Number(delayMs),
      });
      await faults.refresh();
      return `Fault ${created.id} armed: the next ${times} ${method || 'any'} request${times === '1' ? '' : 's'} under ${path} answer ${status}.`;
    });
  };
  const clear = () =>
    action.run(async () => {
      const { cleared } = await control<{ cleared: number }>('DELETE', '/_emulator/faults');
      await faults.refresh();
      return `Cleared ${cleared} fault${cleared === 1 ? '' : 's'}.`;
    });

  return (
    <>
      <p class="lead">
        Injected failures: the next requests whose method matches and whose path starts with the prefix answer
        the status with the API's error envelope (never the control API's). Struck requests show in the
        request log.
      </p>
      <Section
        title="Armed faults"
        actions={
          <button type="button" class="secondary" onClick={clear} disabled={action.busy}>
            Clear all faults
          </button>
        }
      >
        <LoadError error={faults.error} />
        {faults.data?.items.length === 0 ? <p class="hint">No fault is armed.</p> : null}
        {faults.data && faults.data.items.length > 0 ? (
          <TableBox
            caption="Faults, first match strikes first"
            columns={['Method', 'Path prefix', 'Status', 'errorCode', 'Left', 'Delay']}
          >
            <tbody>
              {faults.data.items.map((f) => (
                <tr key={f.id}>
                  <td>{f.method ?? 'any'}</td>
                  <td class="wrap">{f.path}</td>
                  <td>{f.status}</td>
                  <td>{f.errorCode ?? '(default)'}</td>
                  <td>{f.remaining}</td>
                  <td>{f.delayMs} ms</td>
                </tr>
              ))}
            </tbody>
          </TableBox>
        ) : null}
      </Section>
      <Section title="Add a fault">
        <form class="grid-form" onSubmit={add}>
          <div class="field">
            <label for={`${id}-method`}>Method</label>
            <select id={`${id}-method`} value={method} onChange={(e) => setMethod(e.currentTarget.value)}>
              {METHODS.map((m) => (
                <option key={m} value={m}>
                  {m || 'any'}
                </option>
              ))}
            </select>
          </div>
          <div class="field wide">
            <label for={`${id}-path`}>Path prefix</label>
            <input id={`${id}-path`} value={path} onInput={(e) => setPath(e.currentTarget.value)} />
          </div>
          <div class="field">
            <label for={`${id}-status`}>Status</label>
            <input
              id={`${id}-status`}
              type="number"
              value={status}
              onInput={(e) => setStatus(e.currentTarget.value)}
            />
          </div>
          <div class="field">
            <label for={`${id}-code`}>errorCode (optional)</label>
            <input id={`${id}-code`} value={errorCode} onInput={(e) => setErrorCode(e.currentTarget.value)} />
          </div>
          <div class="field">
            <label for={`${id}-times`}>Times</label>
            <input
              id={`${id}-times`}
              type="number"
              value={times}
              onInput={(e) => setTimes(e.currentTarget.value)}
            />
          </div>
          <div class="field">
            <label for={`${id}-delay`}>Delay (ms)</label>
            <input
              id={`${id}-delay`}
              type="number"
              value={delayMs}
              onInput={(e) => setDelayMs(e.currentTarget.value)}
            />
          </div>
          <div class="field end">
            <button type="submit" disabled={action.busy}>
              Add the fault
            </button>
          </div>
        </form>
        <Message outcome={action.outcome} />
      </Section>
      <Section title="Recent error answers">
        <RequestTable
          entries={failed}
          caption="The last requests answered 400 or more (from the request log)"
        />
      </Section>
    </>
  );
}
