import type { ApiFamily, Scope } from '@platform-api/sdk/schemas';
import type { RequestContext } from './context.ts';
import type { EngineResponse } from './types.ts';

/**
 * How a route is counted: `metered` spends the family's daily quota and burst; `usage` is the
 * usage read (per-key polling limit, spends nothing); `free` is counted by nothing but the per-IP
 * backstop.
 */
export type Metering = 'metered' | 'usage' | 'free';

export interface RouteDefinition {
  method: string;
  /** Path after `/api/v3.0/<family>`, with `:name` parameters, e.g. `/public/contacts/:id`. */
  pattern: string;
  /** Scope the key must carry; null when the family is gated by plan only. */
  scope: Scope | null;
  metering: Metering;
  /** Whether the route needs a resolved workspace (most do; usage reads are per organization). */
  workspace: 'required' | 'optional';
  handler: (ctx: RequestContext) => Promise<EngineResponse> | EngineResponse;
}

interface CompiledRoute extends RouteDefinition {
  segments: string[];
}

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

/** A small segment router; each family has its own table. */
export class Router {
  #byFamily = new Map<ApiFamily, CompiledRoute[]>();

  add(family: ApiFamily, route: RouteDefinition): void {
    const list = this.#byFamily.get(family) ?? [];
    list.push({ ...route, segments: route.pattern.split('/').filter(Boolean) });
    this.#byFamily.set(family, list);
  }

  routes(family: ApiFamily): readonly RouteDefinition[] {
    return this.#byFamily.get(family) ?? [];
  }

  /**
   * Finds the route for `path` (already stripped of the family prefix). Answers `{ allowed }` when
   * the path exists under other methods only, so the engine can answer 405.
   */
  match(family: ApiFamily, method: string, path: string): RouteMatch | { allowed: string[] } | null {
    const routes = this.#byFamily.get(family);
    if (!routes) return null;
    const parts = path.split('/').filter(Boolean);
    const allowed: string[] = [];
    for (const route of routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method === method) return { route, params };
      allowed.push(route.method);
    }
    return allowed.length > 0 ? { allowed } : null;
  }
}

function matchSegments(segments: string[], parts: string[]): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  let params: Record<string, string> | null = null;
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    const part = parts[i]!;
    if (seg.charCodeAt(0) === 58 /* : */) {
      params ??= {};
      try {
        params[seg.slice(1)] = decodeURIComponent(part);
      } catch {
        params[seg.slice(1)] = part;
      }
    } else if (seg !== part) {
      return null;
    }
  }
  return params ?? {};
}
