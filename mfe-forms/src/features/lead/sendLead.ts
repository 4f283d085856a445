// POST /api/requests/ with the captcha token in the `token` query parameter (SPEC §7 Footer request).
import { CSRF_COOKIE, endpoints, readCookie, type ApiClient } from '@estate/shared-api';
import type { LeadCreated } from '@estate/shared-api/dto/requests';

/**
 * The API hands out its csrftoken cookie on the first /api call; a page rendered by the shell server may not have
 * made one yet, so a cheap GET fetches it before the first POST.
 */
export async function ensureCsrfCookie(api: ApiClient, cookies: () => string = () => document.cookie): Promise<void> {
  if (readCookie(cookies(), CSRF_COOKIE)) return;
  await api.get(endpoints.requests.specs()).catch(() => undefined);
}

export async function sendLead(api: ApiClient, body: FormData, token: string | null): Promise<LeadCreated> {
  await ensureCsrfCookie(api);
  return api.post<LeadCreated>(endpoints.requests.create(), { body, query: token ? { token } : undefined });
}
