import type { QueryReader } from '../../http/queryReader';
import { checkPhone } from '../../domain/fieldRules';

/** The optional `?phone=` (any Russian format, normalised to '+7XXXXXXXXXX') and `?limit=` (1..100, default 20). */
export function readPhoneAndLimit(query: QueryReader): { phone: string | null; limit: number } {
  const raw = query.one('phone');
  const phone = raw ? checkPhone(raw) : null;
  if (phone && !phone.ok) query.fail('phone', phone.message);
  const limit = query.int('limit', { min: 1, max: 100 }) ?? 20;
  query.check();
  return { phone: phone?.ok ? phone.value : null, limit };
}
