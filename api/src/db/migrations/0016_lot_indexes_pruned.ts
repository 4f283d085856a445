/**
 * The indexes of `lots` nothing reads any more, dropped: selections, counts and facets find their lots through the
 * summary (`lot_cells`, then `lots_cell` per cell) or, for a page, the partial indexes of the lots on sale per city
 * and kind (0014), so the single-column indexes of each filter and ordering (0007, 0009) went unused, and so did the
 * index of the lots per floor (a floor's lots are read within their building's). Every write to `lots` paid for
 * them: a price changes an indexed column, so each updated lot gets a new entry in every index (no HOT update).
 * Kept: the primary key and external id, the scope of any status (`lots_kind_city_status`: sold lots, the back
 * office), the lots per project and building, the holds, the summary's and the lots on sale's.
 * `lotQueryPlans.test.ts` shows each filter and ordering served without them.
 *
 * The columns no condition, join or ordering reads get no statistics: ANALYZE (after a large import,
 * `catalogueStatistics.ts`) skips them, and on PGlite it runs on the site's one thread. A catalogue migrated with its
 * lots is analysed here (PGlite never had statistics of it); an empty one is at its first import.
 */
export const sql = /* sql */ `
drop index lots_price_id;
drop index lots_area_id;
drop index lots_floor_id;
drop index lots_completion_code_id;
drop index lots_rooms_capped;
drop index lots_kitchen_area;
drop index lots_commercial_type;
drop index lots_finishing;
drop index lots_below_top_floor;
drop index lots_features;
drop index lots_status;
drop index lots_floor;

alter table lots
  alter column plan_position set statistics 0,
  alter column ceiling_height set statistics 0,
  alter column old_price set statistics 0,
  alter column created_at set statistics 0,
  alter column updated_at set statistics 0;

do $$ begin
  if exists (select 1 from lots) then
    analyze lots;
    analyze lot_cells;
    analyze projects;
    analyze buildings;
    analyze sections;
    analyze floors;
    analyze layouts;
  end if;
end $$;
`;
