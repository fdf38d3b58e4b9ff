import { describe, expect, expectTypeOf, it } from 'vitest';
import { applicationReceived } from '../test/helpers.ts';
import {
  isEventType,
  isKnownEvent,
  parseEvent,
  type UnknownWebhookEvent,
  type WebhookEvent,
} from './event.ts';
import type { ApplicationReceivedEvent } from './event-types.ts';

describe('parseEvent', () => {
  it('returns the envelope with every field of application.received', () => {
    const event = applicationReceived();
    expect(parseEvent(JSON.stringify(event))).toEqual(event);
  });

  it('keeps fields it does not know', () => {
    const event = { ...applicationReceived(), traceId: 't_1' };
    event.data.candidate = { ...event.data.candidate, pronouns: 'she/her' } as typeof event.data.candidate;
    const parsed = parseEvent(JSON.stringify(event)) as unknown as Record<string, unknown>;
    expect(parsed.traceId).toBe('t_1');
    expect(parsed).toMatchObject({ data: { candidate: { pronouns: 'she/her' } } });
  });

  it('passes unknown event types through', () => {
    const event = { id: 'evt_9', type: 'candidate.hired', apiVersion: 'v1', data: { anything: 1 } };
    const parsed = parseEvent(JSON.stringify(event));
    expect(parsed).toEqual(event);
    expect(isKnownEvent(parsed)).toBe(false);
  });

  it.each([
    ['not JSON', 'not json'],
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"x"'],
    ['no id', '{"type":"webhook.ping"}'],
    ['a numeric id', '{"id":1,"type":"webhook.ping"}'],
    ['no type', '{"id":"evt_1"}'],
    ['a verify without challenge', '{"id":"evt_1","type":"webhook.verify","data":{}}'],
  ])('rejects %s as invalid_payload', (_, text) => {
    expect(() => parseEvent(text)).toThrow(expect.objectContaining({ code: 'invalid_payload' }));
  });
});

describe('event types', () => {
  it('narrow with isEventType and with isKnownEvent + switch', () => {
    const event: WebhookEvent = parseEvent(JSON.stringify(applicationReceived()));
    if (isEventType(event, 'application.received')) {
      expectTypeOf(event).toEqualTypeOf<ApplicationReceivedEvent>();
      expectTypeOf(event.data.candidate.resumeUrl).toEqualTypeOf<string | undefined>();
      expectTypeOf(event.data.job.isRemote).toEqualTypeOf<boolean>();
      expect(event.data.candidate.email).toBe('ada@example.com');
    }
    if (isKnownEvent(event)) {
      switch (event.type) {
        case 'webhook.verify':
          expectTypeOf(event.data.challenge).toEqualTypeOf<string>();
          break;
        case 'webhook.ping':
          expectTypeOf(event.data.test).toEqualTypeOf<true>();
          break;
        case 'application.received':
          expectTypeOf(event.data.application.screeningAnswers[0]).toEqualTypeOf<
            ApplicationReceivedEvent['data']['application']['screeningAnswers'][number] | undefined
          >();
          break;
      }
    } else {
      expectTypeOf(event).toEqualTypeOf<UnknownWebhookEvent>();
    }
  });
});
