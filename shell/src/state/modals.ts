// The modal host's list: the frame opens a dialog (the privacy policy, …) by adding an entry; the host renders
// the top one with shared-ui's Modal (scroll lock, chat widgets hidden, focus trap).
import type { ReactNode } from 'react';
import { createStore, type Store } from './store';

export interface ModalEntry {
  id: number;
  title: string;
  content: ReactNode;
  size?: 's' | 'm' | 'l' | 'full';
}

export interface ModalStore extends Store<ModalEntry[]> {
  open(entry: Omit<ModalEntry, 'id'>): number;
  close(id: number): void;
}

export function createModalStore(): ModalStore {
  const store = createStore<ModalEntry[]>([]);
  let nextId = 1;
  return {
    ...store,
    open(entry) {
      const id = nextId++;
      store.set((current) => [...current, { ...entry, id }]);
      return id;
    },
    close(id) {
      store.set((current) => current.filter((modal) => modal.id !== id));
    },
  };
}
