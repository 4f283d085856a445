import { DeliveryError, type Target } from '../../shared/outbox/outbox';
import { shorten } from './crmWebhook';
import type { LeadMessage } from '../../shared/leads/leadMessage';
import { leadLines } from './leadSummary';

export const BITRIX24 = 'bitrix24';
/** ORIGINATOR_ID of our leads: with ORIGIN_ID (the lead's id) it finds a lead already added. */
export const BITRIX_ORIGINATOR = 'site';

/** The `fields` of `crm.lead.add` (Bitrix24's REST documentation), plus ORIGINATOR_ID/ORIGIN_ID that make the add idempotent. */
export function bitrixLeadFields(lead: LeadMessage): Record<string, unknown> {
  const details = leadLines(lead).filter(([label]) => !['Телефон', 'Имя', 'E-mail'].includes(label));
  return {
    TITLE: [lead.form, lead.city_name].filter(Boolean).join(' — '),
    ...(lead.name && { NAME: lead.name }),
    PHONE: [{ VALUE: lead.phone, VALUE_TYPE: 'WORK' }],
    ...(lead.email && { EMAIL: [{ VALUE: lead.email, VALUE_TYPE: 'WORK' }] }),
    COMMENTS: details.map(([label, value]) => `${label}: ${value}`).join('\n'),
    SOURCE_ID: 'WEB',
    SOURCE_DESCRIPTION: lead.page_url ?? lead.form,
    UTM_SOURCE: lead.utm.utm_source,
    UTM_MEDIUM: lead.utm.utm_medium,
    UTM_CAMPAIGN: lead.utm.utm_campaign,
    UTM_CONTENT: lead.utm.utm_content,
    UTM_TERM: lead.utm.utm_term,
    ORIGINATOR_ID: BITRIX_ORIGINATOR,
    ORIGIN_ID: lead.id,
  };
}

/** One REST call; Bitrix24 reports failures as `{error, error_description}`, sometimes with a 200. */
async function call(baseUrl: string, method: string, params: unknown, signal: AbortSignal): Promise<{ result: unknown; status: number }> {
  const response = await fetch(`${baseUrl}${method}.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(params),
    signal,
  });
  const text = await response.text().catch(() => '');
  let body: { result?: unknown; error?: unknown; error_description?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new DeliveryError(`${method}: HTTP ${response.status}, not JSON: ${shorten(text)}`, String(response.status));
  }
  if (!response.ok || body.error !== undefined || body.result === undefined) {
    const reason = [body.error, body.error_description].filter(Boolean).join(': ') || 'no result';
    throw new DeliveryError(`${method}: HTTP ${response.status}, ${shorten(String(reason))}`, body.error ? String(body.error) : String(response.status));
  }
  return { result: body.result, status: response.status };
}

/**
 * Bitrix24 through an inbound webhook (`…/rest/{user}/{code}/`). Bitrix has no idempotency key, so a retry first
 * asks `crm.lead.list` for a lead with our ORIGIN_ID and adds one only when there is none: a retry after a timeout
 * or a crash that followed a successful add does not make a second lead.
 */
export function bitrix24Target(options: { baseUrl: string }): Target<LeadMessage> {
  return {
    name: BITRIX24,
    async send(message, signal) {
      const found = await call(options.baseUrl, 'crm.lead.list', { filter: { ORIGINATOR_ID: BITRIX_ORIGINATOR, ORIGIN_ID: message.key }, select: ['ID'] }, signal);
      if (Array.isArray(found.result) && found.result.length > 0) return `exists ${String((found.result[0] as { ID?: unknown }).ID)}`;
      const added = await call(options.baseUrl, 'crm.lead.add', { fields: bitrixLeadFields(message.payload), params: { REGISTER_SONET_EVENT: 'Y' } }, signal);
      return `${added.status} lead ${String(added.result)}`;
    },
  };
}
