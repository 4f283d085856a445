/**
 * An index behind every filter and ordering of the lot selections (`src/shared/lots/lotConditions.ts`,
 * `lotQueries.ts`), shown by `lotQueryPlans.test.ts`. Orderings end in the id, as the queries' tie-break does, so an
 * index scan (forwards or backwards) yields a page without sorting; the range filters use the same indexes.
 */
export const sql = /* sql */ `
create index lots_price_id on lots (price, id);
create index lots_area_id on lots (area, id);
create index lots_floor_id on lots (floor, id);
create index lots_completion_id on lots (completion_year, completion_quarter, id);
create index lots_completion_code on lots ((completion_year * 10 + completion_quarter));
create index lots_rooms_capped on lots ((least(rooms, 4)));
create index lots_kitchen_area on lots (kitchen_area);
create index lots_commercial_type on lots (commercial_type);
create index lots_finishing on lots (finishing);
create index lots_below_top_floor on lots ((floor < floors_total));
create index lots_features on lots using gin (features);
create index lots_status on lots (status);
`;
