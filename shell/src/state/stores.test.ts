import { createEventBus } from '@estate/shared-api';
import { connectLotCounts, createLotCountsStore } from './lotCounts';
import { connectNotifications, createNotificationsStore, NOTICE_CLEAR_MS } from './notifications';
import { ACCEPT_COOKIE_KEY, createConsentStore } from './consent';
import { createModalStore } from './modals';

describe('lot counts', () => {
  it('follows lots/changed of each list', () => {
    const bus = createEventBus();
    const store = createLotCountsStore();
    const stop = connectLotCounts(store, bus);
    bus.next({ type: 'lots/changed', list: 'favorites', ids: [1, 2, 3] });
    bus.next({ type: 'lots/changed', list: 'comparison', ids: [9] });
    expect(store.get()).toEqual({ favorites: 3, comparison: 1 });
    bus.next({ type: 'lots/changed', list: 'favorites', ids: [], change: { id: 1, action: 'removed' } });
    expect(store.get()).toEqual({ favorites: 0, comparison: 1 });
    stop();
    bus.next({ type: 'lots/changed', list: 'comparison', ids: [1, 2] });
    expect(store.get().comparison).toBe(1);
  });
});

describe('notifications', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows each notice of the bus and clears it after 3 s', () => {
    const bus = createEventBus();
    const store = createNotificationsStore();
    connectNotifications(store, bus);
    bus.next({ type: 'notify', notice: { title: 'Добавлено в избранное' } });
    jest.advanceTimersByTime(1000);
    bus.next({ type: 'notify', notice: { title: 'Добавлено в сравнение' } });
    expect(store.get().map((shown) => shown.notice.title)).toEqual([
      'Добавлено в избранное',
      'Добавлено в сравнение',
    ]);
    jest.advanceTimersByTime(NOTICE_CLEAR_MS - 1000 - 1);
    expect(store.get()).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(store.get().map((shown) => shown.notice.title)).toEqual(['Добавлено в сравнение']);
    jest.advanceTimersByTime(1000);
    expect(store.get()).toEqual([]);
  });

  it('can be dismissed early', () => {
    const store = createNotificationsStore();
    const id = store.push({ title: 'A' });
    store.dismiss(id);
    expect(store.get()).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('consent', () => {
  afterEach(() => localStorage.clear());

  it('is remembered under accept-cookie', () => {
    expect(createConsentStore().get()).toBe(false);
    const consent = createConsentStore();
    consent.accept();
    expect(consent.get()).toBe(true);
    expect(localStorage.getItem(ACCEPT_COOKIE_KEY)).toBe('true');
    expect(createConsentStore().get()).toBe(true);
  });
});

describe('modals', () => {
  it('stacks and closes dialogs by id', () => {
    const modals = createModalStore();
    const first = modals.open({ title: 'A', content: 'a' });
    const second = modals.open({ title: 'B', content: 'b' });
    modals.close(first);
    expect(modals.get().map((modal) => modal.id)).toEqual([second]);
  });
});
