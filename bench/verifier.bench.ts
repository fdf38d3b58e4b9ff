/**
 * Verifications per second of @platform-api/webhook-verifier against a minimal node:crypto check
 * (createHmac + timingSafeEqual, nothing else) and against the `standardwebhooks` reference package,
 * at 1 KB and 64 KB bodies, all measured in the same run with interleaved rounds.
 *
 * Run alone: node --conditions=platform-api-source --experimental-strip-types bench/verifier.bench.ts
 */
import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { verify, verifySignatureSync, verifySync } from '../packages/webhook-verifier/src/index.ts';
import { verifyWithWebCrypto } from '../packages/webhook-verifier/src/verify.ts';
import { type BenchResult, isMain, median, printTable } from './lib.ts';

// standardwebhooks is a dev dependency of the package, not of the repository root.
interface ReferenceWebhook {
  verify(payload: string, headers: Record<string, string>): unknown;
  sign(id: string, date: Date, payload: string): string;
}
const requireFromPackage = createRequire(
  new URL('../packages/webhook-verifier/package.json', import.meta.url),
);
const { Webhook } = requireFromPackage('standardwebhooks') as {
  Webhook: new (secret: string) => ReferenceWebhook;
};

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ROUNDS = 7;
const ROUND_MS = 120;
const TARGET_RATIO = 0.8;

/** A realistic application.received body padded to `size` bytes. */
function eventBody(size: number): Buffer {
  const event = {
    id: 'evt_01JBENCH',
    type: 'application.received',
    apiVersion: 'v1',
    createdAt: '2026-11-20T10:00:01.000Z',
    occurredAt: '2026-11-20T10:00:00.000Z',
    organizationId: 'org_1',
    data: {
      application: {
        id: 'app_1',
        listItemId: 'li_1',
        url: 'https://e.example/a/1',
        appliedAt: '2026-11-20T10:00:00.000Z',
        source: 'desktop',
        qualificationStatus: 'qualified',
        screeningAnswers: [] as unknown[],
      },
      job: {
        postId: 'post_1',
        url: 'https://jobs.example/1',
        title: 'Barista',
        locationName: 'Berlin',
        countryCode: 'DE',
        isRemote: false,
        workspaceId: 'ws_1',
      },
      candidate: {
        publicId: 'pc1.x',
        name: 'Ada',
        email: 'ada@example.com',
        phoneNumber: '+49301',
        locationName: 'Berlin',
        countryCode: 'DE',
      },
    },
  };
  const answers = event.data.application.screeningAnswers as Array<Record<string, unknown>>;
  const length = () => Buffer.byteLength(JSON.stringify(event));
  const answer = (index: number, text: string) => ({
    questionId: `q_${index}`,
    question: 'Why this job?',
    answer: text,
    questionType: 'text',
    answerKind: 'string',
    required: true,
    disqualifying: false,
  });
  answers.push(answer(0, ''));
  for (let index = 1; ; index++) {
    answers.push(answer(index, 'x'.repeat(40)));
    if (length() > size) {
      answers.pop();
      break;
    }
  }
  // Pad the last answer so the body is exactly `size` bytes.
  const last = answers.at(-1) as { answer: string };
  last.answer += 'x'.repeat(size - length());
  return Buffer.from(JSON.stringify(event));
}

type Case =
  | { name: string; run: () => unknown; async?: false }
  | { name: string; run: () => Promise<unknown>; async: true };

async function rate(entry: Case, ms: number): Promise<number> {
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    if (entry.async) for (let index = 0; index < 20; index++) await entry.run();
    else for (let index = 0; index < 20; index++) entry.run();
    count += 20;
    elapsed = performance.now() - start;
  } while (elapsed < ms);
  return (count * 1000) / elapsed;
}

async function measureSize(label: string, size: number): Promise<BenchResult[]> {
  const body = eventBody(size);
  const text = body.toString('utf8');
  const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
  const date = new Date();
  const timestamp = String(Math.floor(date.getTime() / 1000));
  const reference = new Webhook(SECRET);
  const signature = reference.sign(id, date, text);
  const headers = { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature };
  const rawKey = Buffer.from(SECRET.slice('whsec_'.length), 'base64');
  const keyObject: KeyObject = createSecretKey(rawKey);
  const sent = signature.slice(3);
  const options = { secret: SECRET };

  const cases: Case[] = [
    {
      name: 'minimal node:crypto check (KeyObject)',
      run: () =>
        timingSafeEqual(
          createHmac('sha256', keyObject).update(`${id}.${timestamp}.`).update(body).digest(),
          Buffer.from(sent, 'base64'),
        ),
    },
    {
      name: 'minimal node:crypto check (Buffer key)',
      run: () =>
        timingSafeEqual(
          createHmac('sha256', rawKey).update(`${id}.${timestamp}.`).update(body).digest(),
          Buffer.from(sent, 'base64'),
        ),
    },
    { name: 'ours verifySignatureSync', run: () => verifySignatureSync(body, headers, options) },
    { name: 'ours verifySync (+ JSON.parse)', run: () => verifySync(body, headers, options) },
    { name: 'ours verify (async, + JSON.parse)', run: () => verify(body, headers, options), async: true },
    {
      name: 'ours WebCrypto path (+ JSON.parse)',
      run: () => verifyWithWebCrypto(body, headers, options),
      async: true,
    },
    { name: 'standardwebhooks verify (+ JSON.parse)', run: () => reference.verify(text, headers) },
  ];
  for (const entry of cases) {
    const outcome = entry.run();
    if (entry.async) await outcome;
  }
  const samples = new Map<string, number[]>(cases.map((entry) => [entry.name, []]));
  // Ratios per round: rounds are interleaved, so a slow moment of the machine hits both sides.
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const rates = new Map<string, number>();
    for (const entry of cases) {
      const value = await rate(entry, ROUND_MS);
      rates.set(entry.name, value);
      samples.get(entry.name)?.push(value);
    }
    ratios.push(
      (rates.get('ours verifySignatureSync') ?? 0) /
        (rates.get('minimal node:crypto check (KeyObject)') ?? 1),
    );
  }
  const value = (name: string) => median(samples.get(name) ?? []);
  const result = (name: string, extra: Partial<BenchResult> = {}): BenchResult => ({
    name: `verifier ${label}: ${name}`,
    value: Math.round(value(name)),
    unit: 'verifications/s',
    ...extra,
  });
  const versus = (name: string, baseline: string) => ({
    baseline: { name: baseline, value: Math.round(value(baseline)) },
    ratio: value(name) / value(baseline),
  });
  const minimal = 'minimal node:crypto check (KeyObject)';
  const targetRatio = median(ratios);
  return [
    result(minimal),
    result(
      'minimal node:crypto check (Buffer key)',
      versus('minimal node:crypto check (Buffer key)', minimal),
    ),
    result('ours verifySignatureSync', {
      baseline: { name: minimal, value: Math.round(value(minimal)) },
      ratio: targetRatio,
      target: `>= ${TARGET_RATIO} of the minimal check`,
      pass: targetRatio >= TARGET_RATIO,
    }),
    result('ours verifySync (+ JSON.parse)', versus('ours verifySync (+ JSON.parse)', minimal)),
    result('ours verify (async, + JSON.parse)', versus('ours verify (async, + JSON.parse)', minimal)),
    result('ours WebCrypto path (+ JSON.parse)', versus('ours WebCrypto path (+ JSON.parse)', minimal)),
    result(
      'standardwebhooks verify (+ JSON.parse)',
      versus('standardwebhooks verify (+ JSON.parse)', 'ours verifySync (+ JSON.parse)'),
    ),
  ];
}

export async function run(): Promise<BenchResult[]> {
  return [...(await measureSize('1 KB', 1024)), ...(await measureSize('64 KB', 64 * 1024))];
}

if (isMain(import.meta.url)) {
  const started = performance.now();
  printTable(await run());
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
