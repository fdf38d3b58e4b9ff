import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { describeError, NeedsKeyError } from './api.ts';

/** Whether the page is visible: live updates stop while it is hidden (another tab, minimised). */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

export interface Loaded<T> {
  data: T | null;
  error: unknown;
  /** Loads again now (after an action). */
  refresh: () => Promise<void>;
}

/**
 * Loads `load()` when `deps` change and, with `everyMs`, again at that rate while the page is
 * visible (nothing runs while it is hidden). A late answer for older `deps` is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[], everyMs?: number): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const visible = usePageVisible();
  const generation = useRef(0);
  const latest = useRef(load);
  latest.current = load;

  const refresh = useCallback(async () => {
    const mine = generation.current;
    try {
      const value = await latest.current();
      if (mine !== generation.current) return;
      setData(value);
      setError(null);
    } catch (err) {
      if (mine === generation.current) setError(err);
    }
  }, []);

  // New inputs: a new generation, the old data goes.
  useEffect(() => {
    generation.current++;
    setData(null);
    setError(null);
  }, deps);

  useEffect(() => {
    if (!visible) return;
    void refresh();
    if (!everyMs) return;
    const timer = setInterval(() => void refresh(), everyMs);
    return () => clearInterval(timer);
  }, [visible, everyMs, refresh, ...deps]);

  return { data, error, refresh };
}

export interface Outcome {
  kind: 'ok' | 'error' | 'needs-key';
  text: string;
  orgId?: string;
}

/** Runs a button's action: busy while it runs, then a message (success, error, or "choose a key"). */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = useCallback(async (action: () => Promise<string | undefined>) => {
    setBusy(true);
    setOutcome(null);
    try {
      const text = await action();
      setOutcome(text ? { kind: 'ok', text } : null);
    } catch (err) {
      setOutcome(
        err instanceof NeedsKeyError
          ? { kind: 'needs-key', text: err.message, orgId: err.orgId }
          : { kind: 'error', text: describeError(err) },
      );
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, outcome, run, clear: () => setOutcome(null) };
}

/** Said when the virtual clock was moved: what shows it reads it again. */
export const CLOCK_MOVED = 'emulator-clock-moved';

/** A time as `HH:MM:SS` UTC, with the date when it is not today (virtual clock). */
export function shortTime(iso: string | null | undefined, now?: string): string {
  if (!iso) return '—';
  const day = iso.slice(0, 10);
  const time = iso.slice(11, 19);
  return now && now.slice(0, 10) === day ? time : `${day} ${time}`;
}

/** "in 4 min", "12 s ago": the distance from `nowMs` to `iso`. */
export function relative(iso: string, nowMs: number): string {
  const diff = Math.round((Date.parse(iso) - nowMs) / 1000);
  const abs = Math.abs(diff);
  const text =
    abs < 60
      ? `${abs} s`
      : abs < 3600
        ? `${Math.round(abs / 60)} min`
        : abs < 172_800
          ? `${Math.round(abs / 3600)} h`
          : `${Math.round(abs / 86_400)} d`;
  return diff >= 0 ? `in ${text}` : `${text} ago`;
}
