// Tells the site's other tabs (same origin) that a list changed on the server, so they refetch its statistics.
// BroadcastChannel where the browser has it, else the storage event of localStorage.
import type { LotList } from '@estate/shared-api';

export const CROSS_TAB_CHANNEL = 'estate:lot-lists';

export interface CrossTabMessage {
  list: LotList;
}

export interface CrossTabChannel {
  post(message: CrossTabMessage): void;
  subscribe(listener: (message: CrossTabMessage) => void): () => void;
  close(): void;
}

function isMessage(value: unknown): value is CrossTabMessage {
  if (typeof value !== 'object' || value === null || !('list' in value)) return false;
  return value.list === 'favorites' || value.list === 'comparison';
}

function broadcastChannel(): CrossTabChannel {
  const channel = new BroadcastChannel(CROSS_TAB_CHANNEL);
  return {
    post: (message) => channel.postMessage(message),
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent) => {
        if (isMessage(event.data)) listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

function storageChannel(): CrossTabChannel {
  return {
    post: (message) => {
      try {
        localStorage.setItem(CROSS_TAB_CHANNEL, JSON.stringify({ ...message, at: Date.now(), nonce: Math.random() }));
      } catch (error) {
        console.warn('[favorites] other tabs cannot be told about the change', error);
      }
    },
    subscribe: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== CROSS_TAB_CHANNEL || !event.newValue) return;
        try {
          const message: unknown = JSON.parse(event.newValue);
          if (isMessage(message)) listener({ list: message.list });
        } catch {
          // not ours
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    close: () => undefined,
  };
}

const silentChannel: CrossTabChannel = { post: () => undefined, subscribe: () => () => undefined, close: () => undefined };

/** The best channel this environment has; call only in the browser (from `start`, never at import time). */
export function openCrossTabChannel(): CrossTabChannel {
  if (typeof BroadcastChannel !== 'undefined') return broadcastChannel();
  if (typeof window !== 'undefined' && typeof localStorage !== 'undefined') return storageChannel();
  return silentChannel;
}
