import type { WebhookDeliveryRecord, WebhookEndpointRecord } from '../store/webhooks.ts';

/**
 * The spec's "echoes data.challenge exactly": the whole body is the challenge, byte for byte. No
 * surrounding whitespace or newline, no byte order mark (it is kept when the body is read), no JSON.
 */
export function echoesChallenge(body: string | null, challenge: string): boolean {
  return body === challenge;
}

/** Why an answer is not the echo, with what to change when it is a near miss. */
export function echoProblem(body: string | null, challenge: string): string {
  const base = 'the answer body was not exactly data.challenge';
  if (body === null || !body.includes(challenge)) return `${base} (answer it alone as the body)`;
  if (body.replace(/^\uFEFF/, '').trim() === challenge) {
    return `${base}: remove the whitespace, newline or byte order mark around it`;
  }
  return `${base}: answer the challenge string alone, not JSON, quoted or with other text`;
}

/**
 * Why a challenge is not (or no longer) sent, or null to send it: the endpoint's url changed since,
 * or a retry finds the url already verified (another challenge was echoed). A first attempt to a
 * verified url is still sent: it is what `POST …/verify` on a verified endpoint asks for.
 */
export function challengeStop(
  d: WebhookDeliveryRecord,
  ep: WebhookEndpointRecord,
  sentTo: string,
): string | null {
  if (ep.url !== sentTo) {
    return "not sent: the endpoint's url changed after this challenge was created; the new url got its own challenge (POST …/verify sends another)";
  }
  if (d.attempts.length > 0 && ep.verifiedAt !== null) {
    return 'not retried: the url is verified now (another challenge was echoed)';
  }
  return null;
}
