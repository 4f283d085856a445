import { pageItems } from './pageItems';

describe('pager', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1, 1)).toEqual([1]);
    expect(pageItems(3, 3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the ends, the window around the current pages and gaps', () => {
    expect(pageItems(1, 1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageItems(10, 10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('fills a gap of one page with that page and widens with show more', () => {
    expect(pageItems(4, 4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(5, 8, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 9, 'gap', 20]);
  });
});
