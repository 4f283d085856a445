// Tracking parameters of product §3, kept from the landing query for the lead requests (their `utm` field).
export const TRACKING_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  '_openstat',
  'yclid',
  'calltouch_tm',
] as const;

export type TrackingParam = (typeof TRACKING_PARAMS)[number];
export type TrackingParams = Partial<Record<TrackingParam, string>>;

/** The tracking parameters present (and non-empty) in a query string. */
export function pickTrackingParams(search: string | URLSearchParams): TrackingParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const picked: TrackingParams = {};
  for (const name of TRACKING_PARAMS) {
    const value = params.get(name);
    if (value) picked[name] = value;
  }
  return picked;
}
