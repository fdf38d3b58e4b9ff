import { expect, test } from 'vitest';
import { sleep } from './sleep.ts';

test('resolves after the delay', async () => {
  const started = performance.now();
  await sleep(20);
  expect(performance.now() - started).toBeGreaterThanOrEqual(15);
});

test('rejects with the signal reason as soon as it aborts', async () => {
  const controller = new AbortController();
  const started = performance.now();
  const waiting = sleep(60_000, controller.signal);
  setTimeout(() => controller.abort(new Error('stop')), 10);
  await expect(waiting).rejects.toThrow('stop');
  expect(performance.now() - started).toBeLessThan(1000);
});

test('rejects at once when the signal is already aborted', async () => {
  const reason = new Error('already');
  await expect(sleep(60_000, AbortSignal.abort(reason))).rejects.toBe(reason);
});
