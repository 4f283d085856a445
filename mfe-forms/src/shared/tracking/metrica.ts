// Yandex Metrica from a form's side (its documented API): goals through ym(counterId, 'reachGoal', target, params),
// and the visitor's Metrica client id from the _ym_uid cookie for the lead's ym_uid field.
import { readCookie } from '@estate/shared-api';

export const METRICA_UID_COOKIE = '_ym_uid';

type Ym = (counterId: number, method: 'reachGoal', target: string, params?: Record<string, unknown>) => void;

/** Reports a goal when a counter is configured and Metrica is on the page (it waits for cookie consent). */
export function reachGoal(counterId: number | null, target: string, params?: Record<string, unknown>): boolean {
  if (!counterId) return false;
  const ym = (window as Window & { ym?: Ym }).ym;
  if (typeof ym !== 'function') return false;
  try {
    ym(counterId, 'reachGoal', target, params);
    return true;
  } catch (error) {
    console.warn('[forms] Metrica goal failed', error);
    return false;
  }
}

/** The Metrica client id, '' when Metrica has not set one. */
export function metricaClientId(cookies: string = typeof document === 'undefined' ? '' : document.cookie): string {
  return readCookie(cookies, METRICA_UID_COOKIE) ?? '';
}
