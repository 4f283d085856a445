// product §9: the tracking parameters live in a cookie for 604800 s (7 days), set only on the site's hosts.
import { readCookie } from '../http/cookies';
import { cookieDomainFor, isProductHost } from './productHost';
import { pickTrackingParams, TRACKING_PARAMS, type TrackingParams } from './trackingParams';

export const TRACKING_COOKIE = 'utm';
export const TRACKING_COOKIE_MAX_AGE = 604800;

/** The part of `window.location` this module reads. */
export interface LandingLocation {
  search: string;
  hostname: string;
  protocol?: string;
}

/**
 * The `document.cookie` assignment that keeps the landing query's tracking parameters, or null when there is
 * nothing to keep or the page is not on a product host (product §9).
 */
export function trackingCookieFor(location: LandingLocation, siteDomain: string): string | null {
  if (!isProductHost(location.hostname, siteDomain)) return null;
  const params = pickTrackingParams(location.search);
  if (Object.keys(params).length === 0) return null;
  const parts = [
    `${TRACKING_COOKIE}=${encodeURIComponent(JSON.stringify(params))}`,
    'path=/',
    `max-age=${TRACKING_COOKIE_MAX_AGE}`,
    'samesite=lax',
  ];
  const domain = cookieDomainFor(siteDomain);
  if (domain) parts.push(`domain=${domain}`);
  if (location.protocol === 'https:') parts.push('secure');
  return parts.join('; ');
}

/**
 * Call once on the landing page: stores the tracking parameters of `location` when it is a product host.
 * Returns whether a cookie was written. `write` defaults to `document.cookie`.
 */
export function keepTrackingParams(
  location: LandingLocation,
  siteDomain: string,
  write: (cookie: string) => void = (cookie) => {
    document.cookie = cookie;
  },
): boolean {
  const cookie = trackingCookieFor(location, siteDomain);
  if (!cookie) return false;
  write(cookie);
  return true;
}

/** The kept parameters from a cookie string (document.cookie or a Cookie header); {} when absent or damaged. */
export function readTrackingParams(cookieHeader: string): TrackingParams {
  const raw = readCookie(cookieHeader, TRACKING_COOKIE);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const kept: TrackingParams = {};
    for (const name of TRACKING_PARAMS) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string' && value) kept[name] = value;
    }
    return kept;
  } catch {
    return {};
  }
}
