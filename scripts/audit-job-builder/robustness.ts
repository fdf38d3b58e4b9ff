/**
 * Robustness over real HTTP: prompts at and past the 10,000-character limit, emoji, right-to-left
 * text, punctuation only, repeated words (regex blow-ups), HTML and script, null bytes and control
 * characters, lone surrogates, malformed bodies. The bar: never a 5xx, never a hang, a 400
 * VALIDATION_ERROR for what the spec rejects, a sensible job for the rest (markup escaped).
 */
import { htmlProblems } from './checks.ts';
import { fold } from './language.ts';

export interface ProbeResult {
  name: string;
  status: number | 'timeout' | 'network-error';
  ms: number;
  ok: boolean;
  notes: string[];
}

type Expectation = 'ok' | 'reject' | 'either';
interface Probe {
  name: string;
  /** The request body: an object (sent as JSON), a string (sent as is) or bytes. */
  body: unknown;
  expect: Expectation;
  headers?: Record<string, string>;
  check?: (job: Record<string, unknown>) => string[];
}

const SLOW_MS = 2000;
const TIMEOUT_MS = 30000;

function titleHas(re: RegExp): (job: Record<string, unknown>) => string[] {
  return (job) =>
    re.test(fold(String(job.title))) ? [] : [`title "${String(job.title)}" does not match ${re}`];
}
function cityIs(id: string): (job: Record<string, unknown>) => string[] {
  return (job) => {
    const wm = job.workMode as { geoNameId?: unknown; city?: unknown } | undefined;
    return wm?.geoNameId === id
      ? []
      : [`place ${String(wm?.city)} (${String(wm?.geoNameId)}), expected GeoNames ${id}`];
  };
}
function noMarkup(job: Record<string, unknown>): string[] {
  const d = String(job.description ?? '');
  const problems = htmlProblems(d);
  return [
    ...problems.map((p) => `description: ${p}`),
    ...(/<(script|img|b|iframe)\b/i.test(d) ? ['request markup in the description'] : []),
  ];
}
const all =
  (...fs: ((job: Record<string, unknown>) => string[])[]) =>
  (job: Record<string, unknown>): string[] =>
    fs.flatMap((f) => f(job));

const ad =
  'Registered nurse for our clinic in Lisbon, Portugal. On-site, night shifts, €1,800 per month, full-time. Portuguese and English required. ';
const repeatTo = (s: string, n: number): string => s.repeat(Math.ceil(n / s.length)).slice(0, n);

function probes(): Probe[] {
  const emoji10k = '😀'.repeat(10000);
  return [
    {
      name: 'prompt of exactly 10,000 characters (an ad repeated)',
      body: { prompt: repeatTo(ad, 10000), language: 'en', includeDescription: true },
      expect: 'ok',
      check: all(titleHas(/nurse/), cityIs('2267057'), noMarkup),
    },
    {
      name: 'prompt of 10,000 emoji (10,000 code points, 20,000 UTF-16 units)',
      body: { prompt: emoji10k, language: 'en', includeDescription: true },
      expect: 'ok',
      check: noMarkup,
    },
    {
      name: 'prompt of 10,001 characters',
      body: { prompt: 'a'.repeat(10001), language: 'en' },
      expect: 'reject',
    },
    {
      name: 'prompt of 10,001 emoji',
      body: { prompt: '😀'.repeat(10001), language: 'en' },
      expect: 'reject',
    },
    {
      name: 'prompt of 1,000,000 characters',
      body: { prompt: 'x'.repeat(1_000_000), language: 'en' },
      expect: 'reject',
    },
    {
      name: 'emoji around a real request',
      body: {
        prompt: '👩‍⚕️ Enfermeira em Lisboa 🇵🇹 💶 1.500€/mês 🏥',
        language: 'pt',
        includeDescription: true,
      },
      expect: 'ok',
      check: all(titleHas(/enfermeir/), cityIs('2267057'), noMarkup),
    },
    {
      name: 'Arabic (RTL) only',
      body: { prompt: 'مطلوب ممرضة في دبي براتب 10000 درهم', language: 'en', includeDescription: true },
      expect: 'ok',
      check: noMarkup,
    },
    {
      name: 'English with Arabic (RTL) beside it',
      body: { prompt: 'Nurse in Madrid – مطلوب ممرضة', language: 'en', includeDescription: true },
      expect: 'ok',
      check: all(titleHas(/nurse/), cityIs('3117735'), noMarkup),
    },
    {
      name: 'Hebrew and a right-to-left override',
      body: {
        prompt: 'דרוש ברמן \u202Etsitsab\u202C Barista in Austin',
        language: 'en',
        includeDescription: true,
      },
      expect: 'ok',
      check: all(titleHas(/barista/), noMarkup),
    },
    {
      name: 'punctuation only',
      body: { prompt: '?!?!...,,,;;;---***', language: 'es', includeDescription: true },
      expect: 'ok',
      check: noMarkup,
    },
    {
      name: 'one character',
      body: { prompt: 'a', language: 'nl', includeDescription: true },
      expect: 'ok',
      check: noMarkup,
    },
    {
      name: 'white space only',
      body: { prompt: '   \n\t  ', language: 'pt', includeDescription: true },
      expect: 'ok',
      check: noMarkup,
    },
    {
      name: '"nurse " repeated to 10,000 characters',
      body: { prompt: repeatTo('nurse ', 10000), language: 'en', includeDescription: true },
      expect: 'ok',
      check: all(titleHas(/nurse/), noMarkup),
    },
    {
      name: '"not " repeated to 10,000 characters (2,500 negation cues)',
      body: { prompt: repeatTo('not ', 10000), language: 'en' },
      expect: 'ok',
    },
    {
      name: '"not remote " repeated to 10,000 characters',
      body: { prompt: repeatTo('not remote ', 10000), language: 'en' },
      expect: 'ok',
    },
    {
      name: '"Birmingham, " repeated to 10,000 characters',
      body: { prompt: repeatTo('Birmingham, ', 10000), language: 'en' },
      expect: 'ok',
    },
    {
      name: '"$1,000,000 " repeated to 10,000 characters',
      body: { prompt: repeatTo('$1,000,000 ', 10000), language: 'en' },
      expect: 'ok',
    },
    {
      name: '"1." repeated to 10,000 characters (number parser)',
      body: { prompt: repeatTo('1.', 10000), language: 'en' },
      expect: 'ok',
    },
    {
      name: '"1,000" with 2,500 groups (one long number)',
      body: { prompt: `$1${',000'.repeat(2499)}`, language: 'en' },
      expect: 'ok',
    },
    {
      name: '"in in in …" to 10,000 characters (place reader)',
      body: { prompt: repeatTo('in ', 10000), language: 'en' },
      expect: 'ok',
    },
    {
      name: '"hybrid 3 days in office " repeated',
      body: { prompt: repeatTo('hybrid 3 days in office ', 10000), language: 'en' },
      expect: 'ok',
    },
    {
      name: '10,000 "<" characters',
      body: { prompt: '<'.repeat(10000), language: 'en', includeDescription: true },
      expect: 'ok',
      check: noMarkup,
    },
    {
      name: 'HTML and script in the prompt',
      body: {
        prompt: '<script>alert(1)</script> Barista in <b>Austin</b> & co. "quotes" \'single\'',
        language: 'en',
        includeDescription: true,
      },
      expect: 'ok',
      check: all(titleHas(/barista/), noMarkup),
    },
    {
      name: 'an img tag with onerror',
      body: {
        prompt: '<img src=x onerror=alert(1)>Waiter in Madrid, €1,500/month',
        language: 'en',
        includeDescription: true,
      },
      expect: 'ok',
      check: all(titleHas(/waiter|server/), cityIs('3117735'), noMarkup),
    },
    {
      name: 'entities in the prompt (&amp; &lt;)',
      body: {
        prompt: 'Cook &amp; dishwasher &lt;urgent&gt; in Porto',
        language: 'en',
        includeDescription: true,
      },
      expect: 'ok',
      check: noMarkup,
    },
    {
      name: 'null bytes',
      body: { prompt: 'Barista\u0000 in Austin\u0000, part-time', language: 'en', includeDescription: true },
      expect: 'either',
      check: noMarkup,
    },
    {
      name: 'control characters (BEL, ESC, VT)',
      body: { prompt: 'Barista\u0007 in\u001b Austin\u000b', language: 'en', includeDescription: true },
      expect: 'either',
      check: noMarkup,
    },
    {
      name: 'a lone surrogate (\\ud800) in the JSON',
      body: '{"prompt":"Nurse \\ud800 in Lisbon","language":"en","includeDescription":true}',
      expect: 'either',
      check: noMarkup,
    },
    {
      name: 'bytes that are not UTF-8 inside the JSON string',
      body: new Uint8Array([
        ...Buffer.from('{"prompt":"Nurse '),
        0xff,
        0xfe,
        ...Buffer.from(' in Lisbon","language":"en"}'),
      ]),
      expect: 'either',
    },
    {
      name: 'mixed scripts (Cyrillic, CJK, Latin)',
      body: {
        prompt: 'Nurse в Москве 東京 in Tokyo, 看护, ¥300,000 per month',
        language: 'en',
        includeDescription: true,
      },
      expect: 'ok',
      check: all(titleHas(/nurse/), noMarkup),
    },
    {
      name: 'zero-width spaces inside words',
      body: { prompt: 'Re\u200bmote nurse in Ma\u200bdrid', language: 'en', includeDescription: true },
      expect: 'ok',
      check: noMarkup,
    },
    {
      name: 'decomposed accents (NFD)',
      body: {
        prompt: 'Recepcionista en Mérida, Yucatán'.normalize('NFD'),
        language: 'es',
        includeDescription: true,
      },
      expect: 'ok',
      check: all(titleHas(/recepcion/), cityIs('3523349'), noMarkup),
    },
    {
      name: 'CRLF bullet list',
      body: {
        prompt: 'Job title: Welder\r\n- Location: Calgary, AB\r\n- Pay: $38/hr\r\n',
        language: 'en',
        includeDescription: true,
      },
      expect: 'ok',
      check: all(titleHas(/weld/), cityIs('5913490'), noMarkup),
    },
    { name: 'invalid JSON', body: '{prompt: "x"', expect: 'reject' },
    { name: 'a JSON array as the body', body: '[]', expect: 'reject' },
    { name: 'prompt as a number', body: { prompt: 42, language: 'en' }, expect: 'reject' },
    { name: 'language "fr"', body: { prompt: 'Nurse in Paris', language: 'fr' }, expect: 'reject' },
    {
      name: 'language "EN" (upper case)',
      body: { prompt: 'Nurse in Paris', language: 'EN' },
      expect: 'either',
    },
    {
      name: 'no Content-Type header',
      body: JSON.stringify({ prompt: 'Nurse in Paris', language: 'en' }),
      headers: { 'content-type': '' },
      expect: 'either',
    },
    {
      name: 'an extra field nested 5,000 deep',
      body: `{"prompt":"Nurse in Paris","language":"en","x":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      expect: 'either',
    },
  ];
}

async function send(
  url: string,
  key: string,
  p: Probe,
): Promise<{ status: number | 'timeout' | 'network-error'; json: unknown; ms: number }> {
  const headers: Record<string, string> = {
    'x-api-key': key,
    'content-type': 'application/json',
    ...p.headers,
  };
  if (headers['content-type'] === '') delete headers['content-type'];
  const body: string | Uint8Array<ArrayBuffer> =
    typeof p.body === 'string'
      ? p.body
      : p.body instanceof Uint8Array
        ? new Uint8Array(p.body)
        : JSON.stringify(p.body);
  const t0 = performance.now();
  try {
    const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await res.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the report
    }
    return { status: res.status, json, ms: performance.now() - t0 };
  } catch (error) {
    const timeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return { status: timeout ? 'timeout' : 'network-error', json: String(error), ms: performance.now() - t0 };
  }
}

export async function runProbes(baseUrl: string, key: string): Promise<ProbeResult[]> {
  const url = `${baseUrl}/api/v3.0/job-builder/public/generate`;
  const out: ProbeResult[] = [];
  for (const p of probes()) {
    const r = await send(url, key, p);
    const notes: string[] = [];
    let ok = true;
    if (typeof r.status !== 'number' || r.status >= 500) {
      ok = false;
      notes.push(`status ${r.status}: ${JSON.stringify(r.json).slice(0, 200)}`);
    } else if (p.expect === 'ok' && r.status !== 200) {
      ok = false;
      notes.push(`expected 200, got ${r.status}: ${JSON.stringify(r.json).slice(0, 200)}`);
    } else if (
      p.expect === 'reject' &&
      (r.status !== 400 || (r.json as { errorCode?: unknown })?.errorCode !== 'VALIDATION_ERROR')
    ) {
      ok = r.status === 413 || r.status === 400;
      notes.push(`expected 400 VALIDATION_ERROR, got ${r.status}: ${JSON.stringify(r.json).slice(0, 200)}`);
    } else if (r.status === 400) {
      notes.push(
        `400 ${String((r.json as { errorCode?: unknown })?.errorCode)}: ${String((r.json as { message?: unknown })?.message).slice(0, 120)}`,
      );
    }
    if (r.status === 200 && p.check) {
      const problems = p.check(r.json as Record<string, unknown>);
      if (problems.length > 0) {
        ok = false;
        notes.push(...problems);
      }
    }
    if (r.status === 200) {
      const job = r.json as { title?: unknown; workMode?: { displayName?: unknown } };
      notes.push(`title "${String(job.title).slice(0, 60)}", place "${String(job.workMode?.displayName)}"`);
    }
    if (r.ms > SLOW_MS) {
      ok = false;
      notes.push(`slow: ${Math.round(r.ms)} ms`);
    }
    out.push({ name: p.name, status: r.status, ms: r.ms, ok, notes });
  }
  return out;
}

/** Many requests at once over HTTP: all answered, none 5xx. */
export async function runConcurrent(
  baseUrl: string,
  key: string,
  prompts: string[],
): Promise<{ statuses: Record<string, number>; ms: number }> {
  const url = `${baseUrl}/api/v3.0/job-builder/public/generate`;
  const t0 = performance.now();
  const results = await Promise.all(
    prompts.map((prompt) =>
      send(url, key, {
        name: 'concurrent',
        body: { prompt, language: 'en', includeDescription: true },
        expect: 'ok',
      }),
    ),
  );
  const statuses: Record<string, number> = {};
  for (const r of results) statuses[String(r.status)] = (statuses[String(r.status)] ?? 0) + 1;
  return { statuses, ms: performance.now() - t0 };
}

/** Sequential generate calls over HTTP: their latencies in milliseconds. */
export async function httpLatencies(
  baseUrl: string,
  key: string,
  bodies: { prompt: string; language: string }[],
): Promise<number[]> {
  const url = `${baseUrl}/api/v3.0/job-builder/public/generate`;
  const out: number[] = [];
  for (const b of bodies) {
    const r = await send(url, key, {
      name: 'latency',
      body: { ...b, includeDescription: true },
      expect: 'ok',
    });
    out.push(r.ms);
  }
  return out;
}
