import { describe, expect, it } from 'vitest';
import { readWebhookHeaders } from './headers.ts';

const values = { id: 'msg_1', timestamp: '1614265330', signature: 'v1,abc' };

describe('readWebhookHeaders', () => {
  it('reads Node-style lower-case plain objects', () => {
    expect(
      readWebhookHeaders({
        'webhook-id': 'msg_1',
        'webhook-timestamp': '1614265330',
        'webhook-signature': 'v1,abc',
      }),
    ).toEqual(values);
  });

  it('reads any header-name case', () => {
    expect(
      readWebhookHeaders({
        'Webhook-Id': 'msg_1',
        'WEBHOOK-TIMESTAMP': '1614265330',
        'wEbHoOk-SiGnAtUrE': 'v1,abc',
      }),
    ).toEqual(values);
  });

  it('reads Fetch Headers', () => {
    const headers = new Headers({ 'Webhook-Id': 'msg_1', 'webhook-timestamp': '1614265330' });
    headers.set('WEBHOOK-SIGNATURE', 'v1,abc');
    expect(readWebhookHeaders(headers)).toEqual(values);
  });

  it('joins repeated signature headers and takes the first id and timestamp', () => {
    expect(
      readWebhookHeaders({
        'webhook-id': ['msg_1', 'msg_2'],
        'webhook-timestamp': ['1614265330'],
        'webhook-signature': ['v1,abc', 'v1,def'],
      }),
    ).toEqual({ ...values, signature: 'v1,abc v1,def' });
  });

  it.each([
    ['webhook-id', { 'webhook-timestamp': '1', 'webhook-signature': 'v1,a' }],
    ['webhook-timestamp', { 'webhook-id': 'm', 'webhook-signature': 'v1,a' }],
    ['webhook-signature', { 'webhook-id': 'm', 'webhook-timestamp': '1' }],
    ['webhook-id', { 'webhook-id': '', 'webhook-timestamp': '1', 'webhook-signature': 'v1,a' }],
    ['webhook-signature', { 'webhook-id': 'm', 'webhook-timestamp': '1', 'webhook-signature': [] }],
  ])('rejects a missing or empty %s', (name, headers) => {
    expect(() => readWebhookHeaders(headers)).toThrow(expect.objectContaining({ code: 'missing_header' }));
    expect(() =>
      readWebhookHeaders(
        new Headers(Object.entries(headers).filter(([, v]) => typeof v === 'string') as [string, string][]),
      ),
    ).toThrow(expect.objectContaining({ code: 'missing_header', message: expect.stringContaining(name) }));
  });
});
