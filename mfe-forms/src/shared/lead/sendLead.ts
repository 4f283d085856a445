// POST /api/requests/ with the captcha token in the `token` query parameter (product §7 Footer request), as a
// submission: a form sent again after a failure (its first request may have been stored) goes under the same
// Idempotency-Key, so the lead is stored once.
import { endpoints, type ApiClient } from '@estate/shared-api';
import type { LeadCreated } from '@estate/shared-api/dto/requests';

export async function sendLead(api: ApiClient, body: FormData, token: string | null): Promise<LeadCreated> {
  return api.post(endpoints.requests.create(), { body, query: token ? { token } : undefined, idempotent: true });
}
