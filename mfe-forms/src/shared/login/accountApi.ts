// One-time codes, the phone login, the personal account and logout (shared-api/src/dto/otp.ts).
import { endpoints, type ApiClient } from '@estate/shared-api';
import type { OtpCreated, PersonalAccount } from '@estate/shared-api/dto/otp';
import { phoneDigits } from '@estate/shared-api/validation/rules/phone';

export function fetchAccount(api: ApiClient, signal?: AbortSignal): Promise<PersonalAccount> {
  return api.get(endpoints.personalAccount.account(), { signal });
}

export async function requestCode(api: ApiClient, phone: string): Promise<OtpCreated> {
  return api.post(endpoints.otp.createPhone(), { body: { phone: phoneDigits(phone) } });
}

export async function loginByPhone(api: ApiClient, phone: string, code: string): Promise<PersonalAccount> {
  return api.post(endpoints.personalAccount.loginByPhone(), { body: { phone: phoneDigits(phone), code } });
}

export async function logout(api: ApiClient): Promise<void> {
  await api.post(endpoints.personalAccount.logout());
}
