// Calltouch offline requests (product §3 "Offline callback request", Calltouch's documented API): for the Tula site only, a
// form-encoded POST to {apiUrl}/calls-service/RestAPI/requests/{siteId}/register/. Never blocks the form.
import type { Integrations } from '@estate/shared-api';

export const CALLTOUCH_CITY = 'tula';

export interface CallbackLead {
  /** the form's name, sent as the subject (product: "type (the form name)") */
  subject: string;
  phone: string;
  name?: string;
  email?: string;
  comment?: string;
  /** the page the form was sent from */
  url: string;
  /** our id of the request, when the API gave one */
  requestNumber?: string;
  tags?: string[];
}

type CalltouchConfig = NonNullable<Integrations['calltouch']>;
type Ct = (method: string, modId?: string) => unknown;

export function calltouchRegisterUrl(config: CalltouchConfig): string {
  return `${config.apiUrl}/calls-service/RestAPI/requests/${encodeURIComponent(config.siteId)}/register/`;
}

/** window.ct('calltracking_params', modId).sessionId, when the call widget has loaded. */
export function calltouchSessionId(modId: string | null): string | null {
  const ct = (window as Window & { ct?: Ct }).ct;
  if (typeof ct !== 'function' || !modId) return null;
  try {
    const params = ct('calltracking_params', modId) as { sessionId?: unknown } | undefined;
    const id = params?.sessionId;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}

export function calltouchBody(lead: CallbackLead, sessionId: string | null): URLSearchParams {
  const body = new URLSearchParams({
    subject: lead.subject,
    requestNumber: lead.requestNumber ?? `${Date.now()}`,
    fio: lead.name ?? '',
    phoneNumber: lead.phone,
    email: lead.email ?? '',
    comment: lead.comment ?? '',
    requestUrl: lead.url,
  });
  if (sessionId) body.set('sessionId', sessionId);
  if (lead.tags?.length) body.set('tags', lead.tags.join(','));
  return body;
}

/**
 * Sends the offline request when the site is Tula and Calltouch is configured; resolves whether it was sent.
 * Failures are logged as warnings only: the visitor's lead is already stored by our API.
 */
export async function sendCalltouchRequest(
  citySlug: string,
  config: Integrations['calltouch'],
  lead: CallbackLead,
): Promise<boolean> {
  if (citySlug !== CALLTOUCH_CITY || !config) return false;
  try {
    const response = await fetch(calltouchRegisterUrl(config), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: calltouchBody(lead, calltouchSessionId(config.modId)).toString(),
      mode: 'cors',
      credentials: 'omit',
    });
    if (!response.ok) console.warn(`[forms] Calltouch answered ${response.status}`);
    return response.ok;
  } catch (error) {
    console.warn('[forms] Calltouch request failed', error);
    return false;
  }
}
