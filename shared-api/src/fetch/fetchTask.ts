// Data-fetch state of product §4 (pending, error, timestamp) with the 200 ms minimum pending display of product §9,
// as a small store outside React: one task runs at a time, a newer run or cancel() aborts the older one.
export const FETCH_MIN_PENDING_MS = 200;

export interface FetchState<T> {
  data: T | undefined;
  pending: boolean;
  /** the rejection of the last run, null after a success */
  error: unknown;
  /** Date.now() of the last settled run, null before the first */
  timestamp: number | null;
}

export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

export interface FetchTaskOptions<T> {
  /** a settled run is shown no earlier than this long after it started (avoids a flash of the loader) */
  minPendingMs?: number;
  initialData?: T;
  /** whether the first state is already pending (a run is about to start) */
  pending?: boolean;
  now?: () => number;
}

export class FetchTask<T> {
  private state: FetchState<T>;
  private readonly listeners = new Set<() => void>();
  private controller: AbortController | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly minPendingMs: number;
  private readonly now: () => number;

  constructor(options: FetchTaskOptions<T> = {}) {
    this.minPendingMs = options.minPendingMs ?? FETCH_MIN_PENDING_MS;
    this.now = options.now ?? Date.now;
    this.state = { data: options.initialData, pending: options.pending ?? false, error: null, timestamp: null };
  }

  readonly getState = (): FetchState<T> => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Starts a run, aborting the one in flight. */
  run(fetcher: Fetcher<T>): void {
    this.cancel();
    const controller = new AbortController();
    this.controller = controller;
    const startedAt = this.now();
    this.update({ pending: true, error: null });
    const settle = (patch: Pick<FetchState<T>, 'error'> & Partial<FetchState<T>>) => {
      if (controller.signal.aborted) return;
      const apply = () => {
        this.timer = null;
        this.controller = null;
        this.update({ ...patch, pending: false, timestamp: this.now() });
      };
      const wait = startedAt + this.minPendingMs - this.now();
      if (wait > 0) this.timer = setTimeout(apply, wait);
      else apply();
    };
    let promise: Promise<T>;
    try {
      promise = fetcher(controller.signal);
    } catch (error) {
      promise = Promise.reject(error);
    }
    promise.then(
      (data) => settle({ data, error: null }),
      (error: unknown) => settle({ error }),
    );
  }

  /** Aborts the run in flight; its result, if it still arrives, is ignored. Data and error stay as they are. */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const running = this.controller;
    this.controller = null;
    if (!running) return;
    running.abort();
    this.update({ pending: false });
  }

  private update(patch: Partial<FetchState<T>>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
