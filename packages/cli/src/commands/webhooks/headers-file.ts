import { CliError } from '../../lib/errors.ts';

/**
 * Headers from a dump: a JSON object (`{ "webhook-id": "..." }`, values strings or string arrays), or
 * HTTP-style `Name: value` lines as printed by `webhooks sign`, `curl -v` (`> ` / `< ` prefixes) or a
 * raw request (its request line is skipped; the headers end at the first blank line).
 */
export function parseHeaderDump(text: string, file: string): Record<string, string | string[]> {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed.startsWith('{')) return parseJsonHeaders(trimmed, file);
  const headers: Record<string, string | string[]> = {};
  let seenHeader = false;
  for (const rawLine of trimmed.split(/\r?\n/)) {
    const line = rawLine.replace(/^[<>] ?/, '');
    if (line.trim() === '') {
      if (seenHeader) break;
      continue;
    }
    const colon = line.indexOf(':');
    // A request or status line ("POST /hooks HTTP/1.1") has no "name:" at its start.
    if (colon <= 0 || /\s/.test(line.slice(0, colon))) continue;
    seenHeader = true;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const previous = headers[name];
    headers[name] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return headers;
}

function parseJsonHeaders(text: string, file: string): Record<string, string | string[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${file}: not valid JSON: ${(error as Error).message}`, { code: 'INPUT_ERROR' });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new CliError(`${file}: expected a JSON object of headers`, { code: 'INPUT_ERROR' });
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string' || typeof value === 'number') headers[name.toLowerCase()] = String(value);
    else if (Array.isArray(value)) headers[name.toLowerCase()] = value.map(String);
  }
  return headers;
}
