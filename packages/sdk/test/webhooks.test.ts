import { safeVerify, verify, verifySync } from '@platform-api/webhook-verifier';
import { describe, expect, test } from 'vitest';
import {
  ConflictError,
  isPlatformError,
  PermissionDeniedError,
  signWebhook,
  ValidationError,
} from '../src/index.ts';
import { assetTokenOf } from '../src/resources/webhooks/webhooks.ts';
import { API_KEY, BASE_URL, errorResponse, fakeFetch, json, testClient } from './support/fake-fetch.ts';

const ID = '64b7f0c2a1d4e5f6a7b8c9d0';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe('client.webhooks', () => {
  test('validates bodies locally and sends nothing when they are wrong', async () => {
    const { client, fetch } = testClient(fakeFetch());
    const bad = await client.webhooks.endpoints
      .create({ url: 'https://example.com/hook', events: ['webhook.ping' as never], workspaceIds: [ID] })
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ValidationError);
    expect((bad as ValidationError).details[0]).toMatchObject({
      field: 'events.0',
      message: expect.stringMatching(/always sent/),
    });
    const badStatus = await client.webhooks.endpoints
      .update(ID, { status: 'suspended' as never })
      .catch((e: unknown) => e);
    expect(badStatus).toBeInstanceOf(ValidationError);
    expect(fetch.requests).toHaveLength(0);
  });

  test('maps the webhooks error codes to ConflictError', async () => {
    const { client } = testClient(
      fakeFetch(errorResponse(409, 'ENDPOINT_LIMIT_REACHED'), errorResponse(409, 'ENDPOINT_STATUS_CONFLICT')),
    );
    const body = {
      url: 'https://example.com/hook',
      events: ['application.received' as const],
      workspaceIds: [ID],
    };
    const limit = await client.webhooks.endpoints.create(body).catch((e: unknown) => e);
    expect(limit).toBeInstanceOf(ConflictError);
    expect(isPlatformError(limit, 'ENDPOINT_LIMIT_REACHED')).toBe(true);
    const status = await client.webhooks.endpoints.update(ID, { status: 'active' }).catch((e: unknown) => e);
    expect(isPlatformError(status, 'ENDPOINT_STATUS_CONFLICT')).toBe(true);
  });

  test('lists deliveries with filters in the query and pages through them', async () => {
    const row = {
      id: ID,
      endpointId: ID,
      eventId: 'evt_1',
      eventType: 'application.received',
      status: 'failed',
    };
    const { client, fetch } = testClient(
      fakeFetch(
        json(200, { items: [row], page: 1, pageSize: 1, hasMore: true }),
        json(200, { items: [row], page: 2, pageSize: 1, hasMore: false }),
      ),
    );
    const seen = [];
    for await (const d of client.webhooks.deliveries.list(ID, { status: 'failed', pageSize: 1 }))
      seen.push(d.eventId);
    expect(seen).toEqual(['evt_1', 'evt_1']);
    expect(fetch.requests[0]!.url.pathname).toBe(
      `/api/v3.0/webhooks/public/webhook-endpoints/${ID}/deliveries`,
    );
    expect(Object.fromEntries(fetch.requests[1]!.url.searchParams)).toEqual({
      status: 'failed',
      pageSize: '1',
      page: '2',
    });
  });

  test('downloadAsset redeems with the key at baseUrl, then fetches the presigned URL without it', async () => {
    const presigned = 'https://files.example.net/r/abc?signature=xyz';
    const { client, fetch } = testClient(
      fakeFetch(
        json(302, { url: presigned }, { location: presigned }),
        new Response('%PDF-1.4 resume', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="ada.pdf"',
          },
        }),
      ),
    );
    // The link's host is ignored: the key only goes to the client's baseUrl.
    const asset = await client.webhooks.downloadAsset(
      `https://evil.example.com/api/v3.0/webhooks/public/assets/${TOKEN}`,
    );
    expect(new TextDecoder().decode(asset.data)).toBe('%PDF-1.4 resume');
    expect(asset).toMatchObject({ contentType: 'application/pdf', fileName: 'ada.pdf' });
    const [redeem, file] = fetch.requests;
    expect(redeem!.url.href).toBe(`${BASE_URL}/api/v3.0/webhooks/public/assets/${TOKEN}`);
    expect(redeem!.headers.get('x-api-key')).toBe(API_KEY);
    expect(file!.url.href).toBe(presigned);
    expect(file!.headers.get('x-api-key')).toBeNull();
    expect(file!.headers.get('authorization')).toBeNull();
  });

  test('downloadAsset reports an expired presigned URL as an API error and rejects bad links locally', async () => {
    const { client, fetch } = testClient(
      fakeFetch(
        json(302, {}, { location: '/_emulator/files/x' }),
        errorResponse(403, 'LINK_EXPIRED', { path: '/_emulator/files/x' }),
      ),
    );
    const expired = await client.webhooks.downloadAsset(TOKEN).catch((e: unknown) => e);
    expect(expired).toBeInstanceOf(PermissionDeniedError);
    expect(fetch.requests[1]!.url.href).toBe(`${BASE_URL}/_emulator/files/x`);
    expect(() => assetTokenOf('https://example.com/somewhere/else')).toThrow(ValidationError);
    expect(() => assetTokenOf('short')).toThrow(/assets/);
    expect(assetTokenOf(` ${TOKEN} `)).toBe(TOKEN);
  });

  test('verify is the verifier package’s', async () => {
    const { client } = testClient(fakeFetch());
    const payload = JSON.stringify({
      id: 'evt_1',
      type: 'webhook.ping',
      apiVersion: 'v1',
      data: { test: true },
    });
    const headers = await signWebhook({ secret: SECRET, id: 'evt_1', payload });
    expect(client.webhooks.verify).toBe(verify);
    expect(client.webhooks.verifySync).toBe(verifySync);
    expect(client.webhooks.safeVerify).toBe(safeVerify);
    expect((await client.webhooks.verify(payload, headers, { secret: SECRET })).type).toBe('webhook.ping');
    const bad = await client.webhooks.safeVerify(payload, headers, {
      secret: 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD',
    });
    expect(bad.ok).toBe(false);
  });
});
