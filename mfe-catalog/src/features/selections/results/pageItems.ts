// Which page numbers a pager shows: the first, the last, a window around the current pages and gaps between.
export type PageItem = number | 'gap';

/** `from`…`to` are the pages shown at the moment ('show more' widens the window). */
export function pageItems(from: number, to: number, total: number): PageItem[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const pages = new Set<number>([1, total]);
  for (let page = from - 1; page <= to + 1; page += 1) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
