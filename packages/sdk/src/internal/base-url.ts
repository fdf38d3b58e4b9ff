/**
 * `baseUrl` cut before its `/api/...` path, for the advice when no API answers there (the SDK adds
 * `/api/v3.0/<family>/public/...` itself); undefined when it has no such path or is no URL.
 */
export function withoutApiPath(baseUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return undefined;
  }
  const at = url.pathname.search(/\/api(\/|$)/i);
  if (at === -1) return undefined;
  url.pathname = url.pathname.slice(0, at) || '/';
  return url.toString().replace(/\/+$/, '');
}

/**
 * The origin to use instead of a `baseUrl` that holds the API's own versioned path (`…/api/v3.0`,
 * which the SDK adds itself: every call would miss, `/api/v3.0/api/v3.0/...`); undefined when it
 * holds none. The SDK's constructor refuses such a URL, naming this origin; the CLI says the same.
 */
export function originForApiPath(baseUrl: string): string | undefined {
  try {
    if (!/\/api\/v\d/i.test(new URL(baseUrl).pathname)) return undefined;
  } catch {
    return undefined;
  }
  return withoutApiPath(baseUrl);
}
