// product §4 Notification: a notice from the bus shows as a card and clears by itself after 3 s (product §9).
import type { EventBus, Notice } from '@estate/shared-api';
import { createStore, type Store } from './store';

export const NOTICE_CLEAR_MS = 3000;

export interface ShownNotice {
  id: number;
  notice: Notice;
}

export interface NotificationsStore extends Store<ShownNotice[]> {
  push(notice: Notice): number;
  dismiss(id: number): void;
  /** stops every pending timer (the frame unmounts) */
  dispose(): void;
}

export function createNotificationsStore(clearMs = NOTICE_CLEAR_MS): NotificationsStore {
  const store = createStore<ShownNotice[]>([]);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;

  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    store.set((current) => current.filter((shown) => shown.id !== id));
  };

  return {
    ...store,
    push(notice) {
      const id = nextId++;
      store.set((current) => [...current, { id, notice }]);
      timers.set(
        id,
        setTimeout(() => dismiss(id), clearMs),
      );
      return id;
    },
    dismiss,
    dispose() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** Shows every `notify` event of the bus; returns the unsubscribe. */
export function connectNotifications(store: NotificationsStore, bus: EventBus): () => void {
  const subscription = bus.subscribe((event) => {
    if (event.type === 'notify') store.push(event.notice);
  });
  return () => subscription.unsubscribe();
}
