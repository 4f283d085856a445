// POST /api/requests/ with the captcha token in the `token` query parameter (SPEC §7 Footer request).
import { endpoints, type ApiClient } from '@estate/shared-api';
import type { LeadCreated } from '@estate/shared-api/dto/requests';

export async function sendLead(api: ApiClient, body: FormData, token: string | null): Promise<LeadCreated> {
  return api.post(endpoints.requests.create(), { body, query: token ? { token } : undefined });
}
