// Leads: POST /api/requests/?token=<SmartCaptcha token> with a multipart (or urlencoded/JSON) body; GET /api/requests/specs/.
// 201 → LeadCreated; 400 → {field: [message]} (first message of the last field is what the footer shows);
// 403 → {detail} (CSRF); 429 → {detail, retry_after} (per IP / per phone limits).

export type LeadType = 'questions' | 'callback' | 'consultation' | 'mortgage' | 'excursion' | 'viewing';

export interface LeadRequest {
  type: LeadType;
  /** Digits of a Russian number; punctuation is ignored: '79991234567', '+7 999 123 45 67', '8 999 …'. */
  phone: string;
  /** Page the form was sent from. */
  url: string;
  /** City slug. */
  site_city: string;
  ym_uid?: string;
  /** Tracking parameters (utm_source …), as sent by the client. */
  utm?: string;
  name?: string;
  email?: string;
  comment?: string;
  /** Lot id the request is about (viewing: required, a lot on sale; the visit is at its viewing office). */
  property?: string;
  /** excursion, viewing: 'dd.mm.yyyy', today … +31 days. */
  date?: string;
  /** excursion, viewing: 'hh:mm' within the office hours. */
  time?: string;
  /** excursion: excursion id (or office id). */
  excursion?: string;
  office?: string;
}

export interface LeadCreated {
  id: number;
  type: LeadType;
  /** ISO 8601. */
  created_at: string;
  detail: string;
}

export interface LeadFieldSpec {
  name: string;
  label: string;
  required: boolean;
  max_length?: number;
}

export interface LeadTypeSpec {
  value: LeadType;
  label: string;
  fields: LeadFieldSpec[];
}

export interface LeadSpecs {
  types: LeadTypeSpec[];
  /** Consent text version stored with each lead. */
  consent_version: string;
  consent_text: string;
  captcha_required: boolean;
}
