// One visitor list (favourites or comparison) of the active city, product §4 "Favourites and comparison lot-id lists":
// toggling adds a lot if absent (remembered as just added) or removes it if present (just removed); remove-all empties
// the list even if the server call fails; a failed add or remove leaves the list unchanged and only logs a warning.
import { action, makeObservable, observable, runInAction } from 'mobx';
import { ApiError, type LotList } from '@estate/shared-api';
import type { ListStatistics } from '@estate/shared-api/dto/favorites';
import type { LotListApi } from './lotListApi';

export type LotChange = { id: number; action: 'added' | 'removed' };
export type LotListListener = (ids: number[], change?: LotChange) => void;

export class LotListStore {
  /** Lot ids in the list, of the active city, in the order they were added. */
  ids: number[] = [];
  /** Count per city slug, all cities. */
  counts: Record<string, number> = {};
  /** The city the ids belong to; null before the first load. */
  city: string | null = null;
  justAdded: number | null = null;
  justRemoved: number | null = null;
  loaded = false;
  /** Lots with a request in flight (their buttons wait). */
  busy = new Set<number>();

  private readonly listeners = new Set<LotListListener>();
  private readonly serverListeners = new Set<() => void>();
  private loadSeq = 0;

  constructor(
    readonly list: LotList,
    private readonly api: LotListApi,
  ) {
    makeObservable<LotListStore, 'applyStatistics'>(this, {
      ids: observable,
      counts: observable,
      city: observable,
      justAdded: observable,
      justRemoved: observable,
      loaded: observable,
      busy: observable,
      applyStatistics: action,
      seed: action,
      clear: action,
    });
  }

  has(id: number): boolean {
    return this.ids.includes(id);
  }

  get count(): number {
    return this.ids.length;
  }

  /** Called after every change of `ids` (and after each statistics load). */
  subscribe(listener: LotListListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Called after this page changed the list on the server (an add, a remove, a remove-all that succeeded). */
  onServerChange(listener: () => void): () => void {
    this.serverListeners.add(listener);
    return () => {
      this.serverListeners.delete(listener);
    };
  }

  /** Loads the statistics of `city`; a newer load wins over an older one still in flight. Failures only warn. */
  async load(city: string): Promise<void> {
    const seq = ++this.loadSeq;
    try {
      const statistics = await this.api.statistics(city);
      if (seq !== this.loadSeq) return;
      this.applyStatistics(city, statistics);
      this.emit();
    } catch (error) {
      if (seq === this.loadSeq) console.warn(`[favorites] ${this.list} statistics could not be loaded`, error);
    }
  }

  /**
   * Takes statistics loaded elsewhere (the page's prefetch, through the document's query cache) unless the store has
   * loaded its own: the server renders from them, and hydration renders the same. Tells no listener (it runs while
   * a page renders; the service's own load announces the lists).
   */
  seed(city: string, statistics: ListStatistics): void {
    if (!this.loaded) this.applyStatistics(city, statistics);
  }

  /** Adds the lot when absent, removes it when present; resolves with what happened, or null when it failed. */
  toggle(id: number): Promise<LotChange['action'] | null> {
    return this.has(id) ? this.remove(id) : this.add(id);
  }

  async add(id: number): Promise<'added' | null> {
    if (this.busy.has(id)) return null;
    this.setBusy(id, true);
    try {
      const change = await this.api.add(id);
      runInAction(() => {
        // The answer carries the statistics of the lot's city: adopt them when that is the active city.
        const statistics = change?.statistics;
        if (statistics && statistics.city === this.city) this.ids = [...statistics.property_ids];
        if (!this.has(id)) this.ids = [...this.ids, id];
        if (statistics) this.counts = { ...statistics.counts };
        this.justAdded = id;
        this.justRemoved = null;
      });
      this.emit({ id, action: 'added' });
      this.emitServerChange();
      return 'added';
    } catch (error) {
      console.warn(`[favorites] lot ${id} could not be added to ${this.list}`, error);
      return null;
    } finally {
      this.setBusy(id, false);
    }
  }

  async remove(id: number): Promise<'removed' | null> {
    if (this.busy.has(id)) return null;
    this.setBusy(id, true);
    try {
      try {
        await this.api.remove(id);
      } catch (error) {
        // 404: it is not in the list on the server (removed in another tab), which is what was asked for.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
      const wasHere = this.has(id);
      runInAction(() => {
        if (wasHere) {
          this.ids = this.ids.filter((other) => other !== id);
          if (this.city !== null) this.counts = { ...this.counts, [this.city]: this.ids.length };
        }
        this.justRemoved = id;
        this.justAdded = null;
      });
      this.emit({ id, action: 'removed' });
      this.emitServerChange();
      // A lot of another city: only fresh statistics know the per-city counts now.
      if (!wasHere && this.city !== null) void this.load(this.city);
      return 'removed';
    } catch (error) {
      console.warn(`[favorites] lot ${id} could not be removed from ${this.list}`, error);
      return null;
    } finally {
      this.setBusy(id, false);
    }
  }

  /** Empties the list of `city` (the active one by default) at once; a failing server call only warns. */
  async clear(city: string | null = this.city): Promise<void> {
    if (city === null) return;
    const active = city === this.city;
    if (active) {
      this.ids = [];
      this.justAdded = null;
      this.justRemoved = null;
    }
    this.counts = { ...this.counts, [city]: 0 };
    if (active) this.emit();
    try {
      await this.api.clear(city);
      this.emitServerChange();
    } catch (error) {
      console.warn(`[favorites] ${this.list} of ${city} could not be cleared on the server`, error);
    }
  }

  private applyStatistics(city: string, statistics: ListStatistics): void {
    this.city = city;
    this.ids = [...statistics.property_ids];
    this.counts = { ...statistics.counts };
    this.loaded = true;
  }

  private setBusy(id: number, busy: boolean): void {
    runInAction(() => {
      if (busy) this.busy.add(id);
      else this.busy.delete(id);
    });
  }

  private emitServerChange(): void {
    for (const listener of this.serverListeners) listener();
  }

  private emit(change?: LotChange): void {
    const ids = [...this.ids];
    for (const listener of this.listeners) listener(ids, change);
  }
}
