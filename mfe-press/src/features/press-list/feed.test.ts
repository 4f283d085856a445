import { makePublication } from '../../shared/testing/publications';
import { appendPage, hasMore, nextPageSize } from './feed';

const page = (ids: number[], count: number) => ({ count, next: null, previous: null, results: ids.map((id) => makePublication(id)) });

describe('feed', () => {
  it('starts a new feed for another key and appends pages of the same key', () => {
    const first = appendPage(undefined, 'moskva:news', 0, page([1, 2, 3], 5));
    const second = appendPage(first, 'moskva:news', 3, page([4, 5], 5));
    expect(second.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
    expect(hasMore(second)).toBe(false);
    const other = appendPage(second, 'moskva:telegram', 0, page([9], 1));
    expect(other.items.map((item) => item.id)).toEqual([9]);
  });

  it('drops a duplicate that moved into the next page (a publication added meanwhile)', () => {
    const first = appendPage(undefined, 'k', 0, page([1, 2, 3], 6));
    const second = appendPage(first, 'k', 3, page([3, 4, 5], 6));
    expect(second.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('tells how many the next page adds, at most 9', () => {
    expect(nextPageSize({ key: 'k', items: [makePublication(1)], count: 30 })).toBe(9);
    expect(nextPageSize({ key: 'k', items: [makePublication(1)], count: 4 })).toBe(3);
  });
});
