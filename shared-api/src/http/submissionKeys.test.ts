/**
 * The keys of pending submissions across a reload of the page: two SubmissionKeys over one storage are two loads
 * of one tab.
 * @jest-environment node
 */
import { SubmissionKeys, type KeyStorage } from './submissionKeys';

function tabStorage(): KeyStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (name) => items.get(name) ?? null, setItem: (name, value) => void items.set(name, value) };
}

const lead = (phone: string) => {
  const form = new FormData();
  form.append('type', 'questions');
  form.append('phone', phone);
  return form;
};

afterEach(() => jest.useRealTimers());

it('a page loaded again before the answer resends under the first key; once acknowledged, the next is new', () => {
  const storage = tabStorage();
  const first = new SubmissionKeys(storage).submit('POST /api/requests/', lead('79991234567'));
  const reloaded = new SubmissionKeys(storage);
  const resent = reloaded.submit('POST /api/requests/', lead('79991234567'));
  expect(resent.key).toBe(first.key);
  expect(reloaded.submit('POST /api/requests/', lead('79990000000')).key).not.toBe(first.key);
  resent.acknowledged();
  expect(new SubmissionKeys(storage).submit('POST /api/requests/', lead('79991234567')).key).not.toBe(first.key);
});

it('keeps no phone in the storage, only hashes of what was submitted', () => {
  const storage = tabStorage();
  new SubmissionKeys(storage).submit('POST /api/requests/', lead('79991234567'));
  const stored = [...storage.items.values()].join('');
  expect(stored).toMatch(/"key":"[0-9a-f]{32}"/);
  expect(stored).not.toContain('7999123');
});

it('forgets a pending key after 23 hours (the API answers its retries for a day)', () => {
  jest.useFakeTimers({ now: new Date('2026-11-26T09:00:00Z') });
  const storage = tabStorage();
  const first = new SubmissionKeys(storage).submit('POST /api/requests/', lead('79991234567'));
  jest.setSystemTime(new Date('2026-11-27T07:59:00Z'));
  expect(new SubmissionKeys(storage).submit('POST /api/requests/', lead('79991234567')).key).toBe(first.key);
  jest.setSystemTime(new Date('2026-11-28T07:00:00Z'));
  expect(new SubmissionKeys(storage).submit('POST /api/requests/', lead('79991234567')).key).not.toBe(first.key);
});

it('works in the page memory when the storage refuses (disabled, full)', () => {
  const refusing: KeyStorage = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  const keys = new SubmissionKeys(refusing);
  const first = keys.submit('POST /api/bookings/', { lot: 1 });
  expect(keys.submit('POST /api/bookings/', { lot: 1 }).key).toBe(first.key);
  first.acknowledged();
  expect(keys.submit('POST /api/bookings/', { lot: 1 }).key).not.toBe(first.key);
});
