// React binding of FetchTask: `useFetch(key, fetcher)` runs `fetcher` whenever `key` changes (null: do not run),
// keeps the previous data while a new run is pending, and aborts the run in flight on unmount.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { FetchTask, type Fetcher, type FetchState } from './fetchTask';

export interface UseFetchOptions<T> {
  minPendingMs?: number;
  initialData?: T;
}

export interface UseFetchResult<T> extends FetchState<T> {
  /** runs the fetcher again with the current key */
  refetch: () => void;
}

export function useFetch<T>(key: string | null, fetcher: Fetcher<T>, options: UseFetchOptions<T> = {}): UseFetchResult<T> {
  const [task] = useState(
    () => new FetchTask<T>({ minPendingMs: options.minPendingMs, initialData: options.initialData, pending: key !== null }),
  );
  const state = useSyncExternalStore(task.subscribe, task.getState, task.getState);
  const fetcherRef = useRef(fetcher);

  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  useEffect(() => {
    if (key === null) return undefined;
    task.run((signal) => fetcherRef.current(signal));
    return () => task.cancel();
  }, [task, key]);

  const refetch = useCallback(() => {
    if (key !== null) task.run((signal) => fetcherRef.current(signal));
  }, [task, key]);

  return { ...state, refetch };
}
