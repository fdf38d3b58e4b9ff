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
