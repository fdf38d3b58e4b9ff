import { fullPath } from '../operations/operation.ts';
import { PlatformError } from './errors.ts';
import { Page, type PageFetcher } from './pagination.ts';
import type { Endpoint, ListEndpoint } from './types.ts';
import { checkResponse, type ResponseMismatch, type ResponseValidation } from './validation.ts';

/** A successful answer's body as JSON; `undefined` when it is empty. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new PlatformError(
      `The service answered ${response.status} with a body that is not JSON`,
      'INVALID_RESPONSE',
      {
        cause,
      },
    );
  }
}

export function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** How a client checks answers: its `validateResponses` mode and where `'warn'` reports. */
export interface AnswerChecks {
  mode: ResponseValidation;
  onMismatch: ((mismatch: ResponseMismatch) => void) | undefined;
}

/** The body as sent, checked first against the endpoint's response schema when `checks` ask for it. */
export function checkedAnswer<T>(checks: AnswerChecks, endpoint: Endpoint<T>, data: unknown): T {
  const { mode } = checks;
  if (mode !== 'off') {
    const where = `${endpoint.method} ${fullPath(endpoint)}`;
    const mismatch = checkResponse(mode, endpoint.responseSchema, data, where);
    if (mismatch) {
      const summary = mismatch.issues.map((i) => `${i.field} ${i.message}`).join('; ');
      if (mode === 'strict') {
        throw new PlatformError(
          `The answer of ${where} does not match the SDK's schema: ${summary}`,
          'INVALID_RESPONSE',
        );
      }
      (
        checks.onMismatch ??
        ((m: ResponseMismatch) => console.warn(`[platform-api] ${m.endpoint}: ${summary}`))
      )(mismatch);
    }
  }
  return data as T;
}

/**
 * The {@link Page} of a list's answer: its items (mapped by the endpoint's `mapItem`), and the page
 * echo, read from the answer where it says it, else from what was asked.
 */
export function pageOf<Item>(
  endpoint: ListEndpoint,
  answer: unknown,
  requested: number | undefined,
  response: Response,
  fetchPage: PageFetcher<Item>,
): Page<Item> {
  const body = asRecord(answer);
  const items = body[endpoint.itemsKey];
  const asked = requested ?? asRecord(endpoint.pageIn === 'body' ? endpoint.body : endpoint.query).page;
  const list = Array.isArray(items) ? (items as never[]) : [];
  return new Page<Item>({
    items: (endpoint.mapItem ? list.map(endpoint.mapItem) : list) as Item[],
    maxPage: endpoint.maxPage,
    page: typeof body.page === 'number' ? body.page : typeof asked === 'number' ? asked : 1,
    pageSize: typeof body.pageSize === 'number' ? body.pageSize : Array.isArray(items) ? items.length : 0,
    hasMore: body.hasMore === true,
    body,
    response,
    fetchPage,
  });
}
