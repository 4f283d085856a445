import type { Queryable } from '../../db/db';
import { sitePaths, type LotWithPage } from '@estate/shared-api/links/sitePaths';

/** One URL of a sitemap: a path on the city's host and when its content last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

/** The site's content pages (product §2) on every city's host; visitor lists, print pages and /ui are not for search engines. */
export const CONTENT_PAGES: readonly string[] = [
  sitePaths.home(),
  sitePaths.about(),
  sitePaths.contacts(),
  sitePaths.excursions(),
  sitePaths.press(),
  sitePaths.projects(),
  sitePaths.projects('commercial'),
  sitePaths.purchase(),
  sitePaths.selection('flat'),
  sitePaths.selection('commercial'),
  sitePaths.selection('parking'),
  sitePaths.selection('storage'),
  sitePaths.policy(),
];

/** A run of entries read from one table in id order for one city (`$1`), so a part can start anywhere in it. */
interface Segment {
  /** `from … where …`, the table aliased `t` */
  source: string;
  columns: string;
  entry(row: Row): SitemapEntry;
}

type Row = Record<string, unknown> & { id: number; lastmod: Date };

const SEGMENTS: readonly Segment[] = [
  {
    // a project page shows its lots: it changed when the last of them did
    source: 'from projects t where t.city_id = $1',
    columns: `t.kind, t.slug, coalesce((select max(l.updated_at) from lots l where l.project_id = t.id),
              (select changed_at from data_versions where scope = 'catalogue')) as lastmod`,
    entry: (row) => ({
      path: sitePaths.project(row.kind as 'residential' | 'commercial', String(row.slug)),
      lastmod: row.lastmod,
    }),
  },
  {
    source: "from publications t where t.city_id = $1 and t.status = 'published'",
    columns: 't.slug, t.published_at as lastmod',
    entry: (row) => ({ path: sitePaths.publication(String(row.slug)), lastmod: row.lastmod }),
  },
  {
    // lots on sale that have a page of their own
    source:
      "from lots t where t.city_id = $1 and t.status in ('free', 'booked') and t.kind in ('flat', 'apartment', 'commercial')",
    columns: 't.kind, t.updated_at as lastmod',
    entry: (row) => ({ path: sitePaths.lotPage(row.kind as LotWithPage, row.id), lastmod: row.lastmod }),
  },
];

const PAGE = 1000;

/** How many entries each run holds: the content pages, then each segment. */
export async function entryCounts(db: Queryable, cityId: number): Promise<number[]> {
  const counts = [CONTENT_PAGES.length];
  for (const segment of SEGMENTS) {
    const { rows } = await db.query<{ count: number }>(`select count(*)::int as count ${segment.source}`, [
      cityId,
    ]);
    counts.push(rows[0]?.count ?? 0);
  }
  return counts;
}

/** Entries `[from, to)` of the city's sitemap, page by page: content pages, projects, publications, lots. */
export async function* sitemapEntries(
  db: Queryable,
  cityId: number,
  from: number,
  to: number,
): AsyncGenerator<SitemapEntry[]> {
  const [pages = 0, ...counts] = await entryCounts(db, cityId);
  if (from < pages) {
    const { rows } = await db.query<{ changed_at: Date }>(
      'select max(changed_at) as changed_at from data_versions',
    );
    const lastmod = rows[0]?.changed_at ?? new Date(0);
    yield CONTENT_PAGES.slice(from, to).map((path) => ({ path, lastmod }));
  }
  let start = pages; // where the segment starts in the whole list
  for (const [index, segment] of SEGMENTS.entries()) {
    const count = counts[index] ?? 0;
    let skip = Math.max(0, from - start);
    let left = Math.min(to, start + count) - Math.max(from, start);
    let after = 0;
    while (left > 0) {
      // the first page may begin inside the segment; the next ones follow by key
      const { rows } = await db.query<Row>(
        `select t.id, ${segment.columns} ${segment.source} and t.id > $2 order by t.id offset $3 limit $4`,
        [cityId, after, skip, Math.min(PAGE, left)],
      );
      if (!rows.length) break;
      yield rows.map(segment.entry);
      left -= rows.length;
      skip = 0;
      after = rows[rows.length - 1]!.id;
    }
    start += count;
  }
}

/** When the data last changed (the sitemap index's lastmod). */
export async function lastChange(db: Queryable): Promise<Date> {
  const { rows } = await db.query<{ at: Date | null }>('select max(changed_at) as at from data_versions');
  return rows[0]?.at ?? new Date(0);
}
