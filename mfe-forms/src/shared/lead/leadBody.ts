// The lead request of product §7: a multipart body with type, url, phone (punctuation stripped), site_city, ym_uid
// and utm, plus the fields a form type adds (name, date, time, excursion …). The captcha token goes in the query.
import type { LeadType } from '@estate/shared-api/dto/requests';
import { readTrackingParams } from '@estate/shared-api';
import { phoneDigits } from '@estate/shared-api/validation/rules/phone';
import { metricaClientId } from '../tracking/metrica';

export interface LeadInput {
  type: LeadType;
  phone: string;
  /** extra fields of the type: name, comment, date, time, excursion, office, property … */
  fields?: Record<string, string | number | undefined>;
}

export interface LeadPage {
  /** the page's full URL */
  url: string;
  citySlug: string;
  /** document.cookie */
  cookies: string;
}

/** The kept tracking parameters as the `utm` field: their JSON, or '' when the visitor came without any. */
export function utmField(cookies: string): string {
  const params = readTrackingParams(cookies);
  return Object.keys(params).length > 0 ? JSON.stringify(params) : '';
}

export function leadBody(input: LeadInput, page: LeadPage): FormData {
  const body = new FormData();
  body.set('type', input.type);
  body.set('url', page.url);
  body.set('phone', phoneDigits(input.phone));
  body.set('site_city', page.citySlug);
  body.set('ym_uid', metricaClientId(page.cookies));
  body.set('utm', utmField(page.cookies));
  for (const [name, value] of Object.entries(input.fields ?? {})) {
    if (value !== undefined && value !== '') body.set(name, String(value));
  }
  return body;
}

/** The current page as the lead's origin. */
export function currentPage(citySlug: string): LeadPage {
  return { url: window.location.href, citySlug, cookies: document.cookie };
}
