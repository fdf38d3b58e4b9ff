/**
 * The one route matcher of the emulator: the five API families, the control API and the agent
 * tool server all register here. Patterns are full paths with `{name}` parameters
 * (`/api/v3.0/crm/public/contacts/{id}`); routes are tried in registration order, so a literal
 * segment registered first wins over a parameter (`/stages/order` before `/stages/{stageId}`).
 */
export interface RouteMatch<R> {
  route: R;
  params: Record<string, string>;
}

interface Compiled<R> {
  method: string;
  segments: readonly string[];
  route: R;
}

/** `{ allowed }`: the path exists under other methods only (the caller answers 405). */
export type MatchResult<R> = RouteMatch<R> | { allowed: string[] } | null;

/** The bucket a path belongs to: the family of an API path, else its first segment. */
function bucketOf(parts: readonly string[]): string {
  return parts[0] === 'api' && parts[1] === 'v3.0' ? `api/${parts[2] ?? ''}` : (parts[0] ?? '');
}

/** Patterns split once per process: every emulator registers the same ones. */
const SEGMENTS = new Map<string, readonly string[]>();

function segmentsOf(pattern: string): readonly string[] {
  let segments = SEGMENTS.get(pattern);
  if (!segments) {
    segments = Object.freeze(pattern.split('/').filter(Boolean));
    SEGMENTS.set(pattern, segments);
  }
  return segments;
}

export class Router<R> {
  #buckets = new Map<string, Compiled<R>[]>();
  #all: { method: string; pattern: string; route: R }[] = [];

  add(method: string, pattern: string, route: R): void {
    const segments = segmentsOf(pattern);
    const key = bucketOf(segments);
    const list = this.#buckets.get(key) ?? [];
    list.push({ method, segments, route });
    this.#buckets.set(key, list);
    this.#all.push({ method, pattern, route });
  }

  /** Every route, in registration order. */
  routes(): readonly { method: string; pattern: string; route: R }[] {
    return this.#all;
  }

  match(method: string, path: string): MatchResult<R> {
    const parts = path.split('/').filter(Boolean);
    const candidates = this.#buckets.get(bucketOf(parts));
    if (!candidates) return null;
    const allowed: string[] = [];
    for (const c of candidates) {
      const params = matchSegments(c.segments, parts);
      if (!params) continue;
      if (c.method === method) return { route: c.route, params };
      if (!allowed.includes(c.method)) allowed.push(c.method);
    }
    return allowed.length > 0 ? { allowed } : null;
  }
}

function matchSegments(segments: readonly string[], parts: string[]): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  let params: Record<string, string> | null = null;
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    const part = parts[i]!;
    if (seg.charCodeAt(0) === 123 /* { */) {
      params ??= {};
      let value = part;
      try {
        value = decodeURIComponent(part);
      } catch {}
      params[seg.slice(1, -1)] = value;
    } else if (seg !== part) {
      return null;
    }
  }
  return params ?? {};
}
