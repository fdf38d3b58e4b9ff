import { Webhook } from 'standardwebhooks';

/**
 * The `webhook-signature` header: one `v1,<base64>` per secret, space-separated (the previous secret
 * first during a rotation). Signed with the Standard Webhooks reference package, so deliveries match
 * the reference byte for byte.
 */
export function signatureHeader(
  secrets: readonly string[],
  id: string,
  atMs: number,
  payload: string,
): string {
  const at = new Date(atMs);
  return secrets.map((secret) => new Webhook(secret).sign(id, at, payload)).join(' ');
}
