import crypto from 'node:crypto';
import { DeliveryError, type Target } from '../../shared/outbox/outbox';
import type { LeadMessage } from '../../shared/leads/leadMessage';

export const CRM_WEBHOOK = 'crm_webhook';

/** Hex HMAC-SHA256 of the exact body bytes: what a receiver recomputes to trust the request. */
export function signBody(body: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/** An answer's first characters, for the attempt record. */
export function shorten(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/**
 * The JSON webhook: POSTs the lead as is, with `Idempotency-Key` (the lead's id, the same on every retry) and
 * `X-Signature`. Any 2xx is delivered; anything else is retried.
 */
export function crmWebhookTarget(options: { url: string; secret: string }): Target<LeadMessage> {
  return {
    name: CRM_WEBHOOK,
    async send(message, signal) {
      const body = JSON.stringify(message.payload);
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'idempotency-key': message.key,
          'x-signature': signBody(body, options.secret),
        },
        body,
        signal,
      });
      const excerpt = shorten(await response.text().catch(() => ''));
      if (!response.ok) throw new DeliveryError(`HTTP ${response.status}${excerpt ? `: ${excerpt}` : ''}`, String(response.status));
      return String(response.status);
    },
  };
}
