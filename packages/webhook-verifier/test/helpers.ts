import { createHmac } from 'node:crypto';
import type { ApplicationReceivedEvent, WebhookEvent } from '../src/index.ts';

export const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
export const OTHER_SECRET = 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD';
export const NOW_SECONDS = 1_700_000_000;
export const now = () => NOW_SECONDS * 1000;

/** Independent signer (plain node:crypto), so tests do not check the package against itself. */
export function sign(
  secret: string,
  id: string,
  timestamp: number | string,
  body: string | Uint8Array,
): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest('base64');
  return `v1,${mac}`;
}

export function headersFor(
  body: string | Uint8Array,
  options: { id?: string; timestamp?: number; secret?: string } = {},
): Record<string, string> {
  const id = options.id ?? 'evt_1';
  const timestamp = options.timestamp ?? NOW_SECONDS;
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': sign(options.secret ?? SECRET, id, timestamp, body),
  };
}

export function applicationReceived(id = 'evt_app_1'): ApplicationReceivedEvent {
  return {
    id,
    type: 'application.received',
    apiVersion: 'v1',
    createdAt: '2026-11-20T10:00:01.000Z',
    occurredAt: '2026-11-20T10:00:00.000Z',
    organizationId: 'org_1',
    data: {
      application: {
        id: 'app_1',
        listItemId: 'li_1',
        url: 'https://employer.example/applicants/app_1',
        appliedAt: '2026-11-20T10:00:00.000Z',
        source: 'desktop',
        qualificationStatus: 'qualified',
        screeningAnswers: [
          {
            questionId: 'q_1',
            question: 'Can you work weekends?',
            answer: true,
            questionType: 'yes_no',
            answerKind: 'boolean',
            required: true,
            disqualifying: false,
          },
        ],
      },
      job: {
        postId: 'post_1',
        url: 'https://jobs.example/post_1',
        title: 'Barista',
        locationName: 'Berlin',
        countryCode: 'DE',
        isRemote: false,
        workspaceId: 'ws_1',
      },
      candidate: {
        publicId: 'pc1.abc',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phoneNumber: '+4930123456',
        locationName: 'Berlin',
        countryCode: 'DE',
        resumeUrl: 'https://api.example/api/v3.0/webhooks/public/assets/tok_1',
      },
    },
  };
}

export function verifyEvent(challenge = 'ch_7f3a9', id = 'evt_verify_1'): WebhookEvent {
  return {
    id,
    type: 'webhook.verify',
    apiVersion: 'v1',
    createdAt: '2026-11-20T10:00:00.000Z',
    occurredAt: '2026-11-20T10:00:00.000Z',
    organizationId: 'org_1',
    data: { challenge },
  };
}

/** A signed delivery of an event: the body and its headers. */
export function delivery(event: WebhookEvent, options: { timestamp?: number; secret?: string } = {}) {
  const body = JSON.stringify(event);
  return { body, headers: headersFor(body, { ...options, id: event.id }) };
}
