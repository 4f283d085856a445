// The targets of a server-rendered route against its floor (the same document without scripts): LCP within 1.3×
// the floor's, FCP within 1.2×, CLS at most 0.02, with a phone's and with a desktop User-Agent alike.
import type { PageTimings } from './pageTimings';

export const targets = { lcpRatio: 1.3, fcpRatio: 1.2, cls: 0.02 };

/** The route-level routes the targets name (one of each kind; the rest are measured and shown too). */
export const targetRoutes = [/^\/$/, /^\/selections\/flat$/, /^\/flats\/\d+$/, /^\/projects\/(?!commercial$)[^/]+$/, /^\/press$/, /^\/press\/[^/]+$/];

export interface AgainstFloor {
  lcpRatio: number;
  fcpRatio: number;
  met: boolean;
}

export function againstFloor(page: PageTimings, floor: PageTimings): AgainstFloor {
  const lcpRatio = page.lcp / floor.lcp;
  const fcpRatio = page.fcp / floor.fcp;
  return {
    lcpRatio,
    fcpRatio,
    met: lcpRatio <= targets.lcpRatio && fcpRatio <= targets.fcpRatio && page.cls <= targets.cls,
  };
}
