// The globals the third-party snippets define (their documented interfaces).
export type QueueFunction = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

export interface ThirdPartyWindow {
  ym?: QueueFunction;
  dataLayer?: unknown[];
  ct?: QueueFunction & { callbacks?: unknown[][]; loaded?: boolean; counters?: string[] };
  CalltouchDataObject?: string;
}

export function thirdPartyWindow(): Window & ThirdPartyWindow {
  return window as Window & ThirdPartyWindow;
}
