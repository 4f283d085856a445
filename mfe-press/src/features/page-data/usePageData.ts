import { useEffect, useState } from 'react';

/** Loads one API resource for a page; `null` while pending. */
export function usePageData<T>(load: () => Promise<T>, key: string): { data: T | null; error: unknown } {
  const [state, setState] = useState<{ data: T | null; error: unknown }>({ data: null, error: null });
  useEffect(() => {
    let cancelled = false;
    load().then(
      (data) => !cancelled && setState({ data, error: null }),
      (error: unknown) => !cancelled && setState({ data: null, error }),
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
