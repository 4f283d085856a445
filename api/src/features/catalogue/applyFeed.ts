import type { Queryable } from '../../db/db';
import type { FeedProject } from './catalogueFeed';
import type { ImportProblems } from './importProblems';
import { upsertByExternalId, type UpsertCount } from './upsertByExternalId';
import { ADD_LAYOUTS, buildings, floors, lots, projects, sections } from './catalogueLevels';
import type { CatalogueWrites } from './catalogueWrites';

export interface FeedSummary {
  projects: UpsertCount;
  buildings: UpsertCount;
  sections: UpsertCount;
  floors: UpsertCount;
  layouts: { inserted: number };
  lots: UpsertCount & { sold: number };
}

export const emptySummary = (): FeedSummary => ({
  projects: { inserted: 0, updated: 0 },
  buildings: { inserted: 0, updated: 0 },
  sections: { inserted: 0, updated: 0 },
  floors: { inserted: 0, updated: 0 },
  layouts: { inserted: 0 },
  lots: { inserted: 0, updated: 0, sold: 0 },
});

const add = (total: UpsertCount, count: UpsertCount) => {
  total.inserted += count.inserted;
  total.updated += count.updated;
  return count.inserted + count.updated;
};

type Row = Record<string, unknown>;

/** A project's rows level by level, each carrying its parent's external id and the defaults it inherits. */
function flatten(city: string, { buildings: projectBuildings, ...project }: FeedProject) {
  const rows = { project: { ...project, city } as Row, buildings: [] as Row[], sections: [] as Row[], floors: [] as Row[], lots: [] as Row[] };
  for (const { sections: buildingSections, ...building } of projectBuildings) {
    rows.buildings.push({
      is_completed: false,
      completion_year: project.completion_year,
      completion_quarter: project.completion_quarter,
      ...building,
      project: project.external_id,
    });
    for (const { floors: sectionFloors, ...section } of buildingSections) {
      rows.sections.push({ ...section, building: building.external_id, floors_total: building.floors_total });
      for (const { lots: floorLots, ...floor } of sectionFloors) {
        rows.floors.push({ ...floor, section: section.external_id });
        for (const lot of floorLots) rows.lots.push({ rooms: null, commercial_type: null, kitchen_area: null, old_price: null, finishing: null, ...lot, floor: floor.external_id });
      }
    }
  }
  return rows;
}

/** Project slugs the feed would give a new project although another project has them. */
export async function slugConflicts(db: Queryable, wanted: ReadonlyArray<{ where: string; slug: string; external_id: string }>): Promise<ImportProblems> {
  const { rows } = await db.query<{ slug: string; external_id: string }>('select slug, external_id from projects where slug = any($1::text[])', [
    wanted.map((item) => item.slug),
  ]);
  const owners = new Map(rows.map((row) => [row.slug, row.external_id]));
  const problems: ImportProblems = {};
  for (const item of wanted) {
    const owner = owners.get(item.slug);
    if (owner !== undefined && owner !== item.external_id) problems[item.where] = [`slug "${item.slug}" belongs to project "${owner}"`];
  }
  return problems;
}

/**
 * Writes one project of the feed: its own row, buildings, sections, floors and new layouts in one transaction (a
 * change there may show anywhere), then its lots in bounded batches, each a transaction of its own that bumps the
 * catalogue version with the lots it changed. Holds as in salesStatus.
 */
export async function applyProject(writes: CatalogueWrites, city: string, project: FeedProject, summary: FeedSummary): Promise<void> {
  const rows = flatten(city, project);
  await writes.apply('anything', async (tx) => {
    let changed = add(summary.projects, await upsertByExternalId(tx, projects, [rows.project]));
    changed += add(summary.buildings, await upsertByExternalId(tx, buildings, rows.buildings));
    changed += add(summary.sections, await upsertByExternalId(tx, sections, rows.sections));
    changed += add(summary.floors, await upsertByExternalId(tx, floors, rows.floors));
    // one lot per plan image is enough to make its layout: the first by number, as a layout takes its lot's values
    const byImage = new Map<unknown, Row>();
    for (const lot of [...rows.lots].sort((a, b) => String(a.number).localeCompare(String(b.number)))) if (!byImage.has(lot.plan_image)) byImage.set(lot.plan_image, lot);
    const layouts = byImage.size ? (await tx.query(ADD_LAYOUTS, [JSON.stringify([...byImage.values()])])).rowCount : 0;
    summary.layouts.inserted += layouts;
    return changed + layouts;
  });
  for (let start = 0; start < rows.lots.length; start += writes.batch) {
    const batch = rows.lots.slice(start, start + writes.batch);
    await writes.apply('lots', async (tx) => add(summary.lots, await upsertByExternalId(tx, lots, batch)));
  }
}

/**
 * A feed is the whole catalogue: lots of the site it lacks are sold (never deleted: favourites, bookings and
 * history keep them). The lots still on sale are read page by page and those missing are marked in batches.
 */
export async function markMissingSold(writes: CatalogueWrites, db: Queryable, inFeed: ReadonlySet<string>, summary: FeedSummary): Promise<void> {
  const missing: number[] = [];
  for (let after = 0; ; ) {
    const { rows } = await db.query<{ id: number; external_id: string }>(
      "select id, external_id from lots where status <> 'sold' and id > $1 order by id limit 5000",
      [after],
    );
    for (const row of rows) if (!inFeed.has(row.external_id)) missing.push(row.id);
    if (rows.length < 5000) break;
    after = rows[rows.length - 1]!.id;
  }
  for (let start = 0; start < missing.length; start += writes.batch) {
    const ids = missing.slice(start, start + writes.batch);
    await writes.apply('lots', async (tx) => {
      const sold = await tx.query("update lots set status = 'sold', held_until = null, updated_at = now() where id = any($1::int[]) and status <> 'sold'", [ids]);
      summary.lots.sold += sold.rowCount;
      return sold.rowCount;
    });
  }
}
