import { act, renderHook } from '@testing-library/react';
import { useFetch } from './useFetch';
import { FETCH_MIN_PENDING_MS } from './fetchTask';

/** A fetcher whose runs the test resolves or rejects by hand. */
function controllable<T>() {
  const runs: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const fetcher = jest.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        runs.push({ signal, resolve, reject });
      }),
  );
  const run = (index: number) => {
    const found = runs[index];
    if (!found) throw new Error(`no run ${index}`);
    return found;
  };
  return { fetcher, runs, run };
}

/** Lets resolved promises call back, then moves fake time. */
async function advance(ms: number) {
  await act(async () => {
    await Promise.resolve();
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  jest.setSystemTime(new Date('2026-03-05T10:00:00Z'));
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useFetch', () => {
  it('is pending from the first render and keeps pending for at least 200 ms when the answer is fast', async () => {
    const { fetcher, run } = controllable<string>();
    const { result } = renderHook(() => useFetch('cities', fetcher));
    expect(FETCH_MIN_PENDING_MS).toBe(200);
    expect(result.current).toMatchObject({ pending: true, data: undefined, error: null, timestamp: null });

    await advance(50);
    await act(async () => run(0).resolve('data'));
    expect(result.current.pending).toBe(true);
    expect(result.current.data).toBeUndefined();

    await advance(149);
    expect(result.current.pending).toBe(true);
    await advance(1);
    expect(result.current).toMatchObject({ pending: false, data: 'data', error: null });
    expect(result.current.timestamp).toBe(new Date('2026-03-05T10:00:00.200Z').getTime());
  });

  it('shows a slow answer as soon as it arrives', async () => {
    const { fetcher, run } = controllable<number>();
    const { result } = renderHook(() => useFetch('slow', fetcher));
    await advance(500);
    await act(async () => run(0).resolve(7));
    expect(result.current).toMatchObject({ pending: false, data: 7 });
  });

  it('reports a failure as error, after the same minimum delay, and clears it on the next success', async () => {
    const { fetcher, run } = controllable<number>();
    const { result } = renderHook(() => useFetch('x', fetcher));
    const failure = new Error('HTTP 500');
    await act(async () => run(0).reject(failure));
    expect(result.current.error).toBeNull();
    await advance(200);
    expect(result.current).toMatchObject({ pending: false, error: failure, data: undefined });

    act(() => result.current.refetch());
    expect(result.current).toMatchObject({ pending: true, error: null });
    await act(async () => run(1).resolve(3));
    await advance(200);
    expect(result.current).toMatchObject({ pending: false, error: null, data: 3 });
  });

  it('aborts the request in flight on unmount and ignores its late answer', async () => {
    const { fetcher, run } = controllable<string>();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = renderHook(() => useFetch('x', fetcher));
    const signal = run(0).signal;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
    await act(async () => run(0).resolve('late'));
    await advance(1000);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('runs again when the key changes, aborting the older run so its answer never shows', async () => {
    const { fetcher, run } = controllable<string>();
    const { result, rerender } = renderHook(({ city }) => useFetch(`projects?city=${city}`, fetcher), {
      initialProps: { city: 'moskva' },
    });
    rerender({ city: 'tula' });
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(run(0).signal.aborted).toBe(true);
    await act(async () => run(0).resolve('moskva projects'));
    await act(async () => run(1).resolve('tula projects'));
    await advance(200);
    expect(result.current.data).toBe('tula projects');
  });

  it('keeps the previous data while the next run is pending', async () => {
    const { fetcher, run } = controllable<string>();
    const { result } = renderHook(() => useFetch('x', fetcher));
    await act(async () => run(0).resolve('first'));
    await advance(200);
    act(() => result.current.refetch());
    expect(result.current).toMatchObject({ pending: true, data: 'first' });
  });

  it('does not run with a null key', () => {
    const { fetcher } = controllable<string>();
    const { result } = renderHook(() => useFetch(null, fetcher, { initialData: 'from server' }));
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ pending: false, data: 'from server' });
  });

  it('uses the latest fetcher closure on refetch', async () => {
    const first = jest.fn(() => Promise.resolve('a'));
    const second = jest.fn(() => Promise.resolve('b'));
    const { result, rerender } = renderHook(({ fetcher }) => useFetch('same', fetcher), { initialProps: { fetcher: first } });
    rerender({ fetcher: second });
    expect(second).not.toHaveBeenCalled();
    act(() => result.current.refetch());
    expect(second).toHaveBeenCalledTimes(1);
    await advance(200);
    expect(result.current.data).toBe('b');
  });
});
