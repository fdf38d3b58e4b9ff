import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  ApplicationReceivedEvent,
  KnownWebhookEventType,
  WebhookEnvelope,
  WebhookEventMap,
  WebhookHandlers,
  WebhookPingEvent,
  WebhookVerifyEvent,
} from '../src/index.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));
const src = fileURLToPath(new URL('../src/', import.meta.url));

describe('the event types are generated from the SDK event schemas', () => {
  it('src/event-types.ts and the reference in docs/webhooks.md are up to date (pnpm generate:events --check)', async () => {
    const result = await run(
      process.execPath,
      ['--experimental-strip-types', '--no-warnings', 'scripts/event-types.ts', '--check'],
      { cwd: root },
    ).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect(`${result.stdout}${result.stderr}`).toContain('up to date');
  }, 60_000);

  it('the package stays schema-free: its sources import only each other and node: built-ins', async () => {
    const files = (await readdir(src)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const outside: string[] = [];
    for (const file of files) {
      const text = await readFile(`${src}${file}`, 'utf8');
      for (const [, from] of text.matchAll(/\bfrom '([^']+)'|import\('([^']+)'\)/g)) {
        if (from !== undefined && !from.startsWith('./') && !from.startsWith('node:')) {
          outside.push(`${file}: ${from}`);
        }
      }
    }
    expect(outside).toEqual([]);
  });
});

// The spec's field names (spec 2, "Event envelope", "data of application.received", "data of
// webhook.verify and webhook.ping"), written out: a field renamed in the SDK's schemas reaches
// these types through `pnpm generate:events` and fails this file's type check (`pnpm typecheck`).
interface SpecEnvelope<T extends string, D> {
  id: string;
  type: T;
  apiVersion: 'v1';
  createdAt: string;
  occurredAt: string;
  organizationId: string;
  data: D;
}
interface SpecApplicationReceivedData {
  application: {
    id: string;
    listItemId: string;
    url: string;
    appliedAt: string;
    source: string;
    qualificationStatus: string;
    screeningAnswers: {
      questionId: string;
      question: string;
      answer: unknown;
      questionType: string;
      answerKind: string;
      required: boolean;
      disqualifying: boolean;
    }[];
  };
  job: {
    postId: string;
    url: string;
    title: string;
    locationName: string;
    countryCode: string;
    isRemote: boolean;
    workspaceId: string;
  };
  candidate: {
    publicId: string;
    name: string;
    email: string;
    phoneNumber: string;
    locationName: string;
    countryCode: string;
    resumeUrl?: string;
    videoUrl?: string;
  };
}

describe('the event types say what the spec says', () => {
  it('envelope and data of every event type, field by field', () => {
    expectTypeOf<WebhookEnvelope>().toEqualTypeOf<SpecEnvelope<string, Record<string, unknown>>>();
    expectTypeOf<ApplicationReceivedEvent>().toEqualTypeOf<
      SpecEnvelope<'application.received', SpecApplicationReceivedData>
    >();
    expectTypeOf<WebhookVerifyEvent>().toEqualTypeOf<SpecEnvelope<'webhook.verify', { challenge: string }>>();
    expectTypeOf<WebhookPingEvent>().toEqualTypeOf<SpecEnvelope<'webhook.ping', { test: true }>>();
    expectTypeOf<KnownWebhookEventType>().toEqualTypeOf<
      'application.received' | 'webhook.verify' | 'webhook.ping'
    >();
  });

  it('a handler of `handlers` receives its own event type', () => {
    expectTypeOf<NonNullable<WebhookHandlers['application.received']>>()
      .parameter(0)
      .toEqualTypeOf<WebhookEventMap['application.received']>();
    const handlers: WebhookHandlers = {
      'application.received': (event) => {
        expectTypeOf(event.data.candidate.email).toEqualTypeOf<string>();
        expectTypeOf(event.data.candidate.resumeUrl).toEqualTypeOf<string | undefined>();
      },
      'webhook.verify': (event) => {
        expectTypeOf(event.data.challenge).toEqualTypeOf<string>();
      },
      'webhook.ping': (event) => {
        expectTypeOf(event.data.test).toEqualTypeOf<true>();
      },
    };
    expect(Object.keys(handlers)).toHaveLength(3);
  });
});
