/**
 * Selections and facets that read a summary instead of the lots, and caches that follow what changed.
 *
 * `lot_cells`: the lots summed up per cell — kind, city, project, building, rooms (4 = 4+), premise type, completion,
 * finishing and status, the values the facets list, and a price band (prices within 15 % of each other, so a price
 * range cuts through few cells) — with each cell's count, its price, area, kitchen, floor bounds
 * and how many of its lots are off the first and the last floor or have each feature (in the order of the features'
 * vocabulary, `src/domain/lotVocabulary.ts`). A lot's cell is its generated `cell_key`. Every statement that changes
 * lots recomputes the cells it touched from their lots (statement triggers with transition tables), one writer per
 * cell at a time (an advisory lock per cell, taken in key order), so the summary is exact at every commit.
 *
 * `catalogue_changes`: what each catalogue version changed, written by the transaction that bumps it
 * (`src/db/catalogueChanges.ts`): the lots it changed, before and after (or their bounds, for many), or null when
 * anything may have changed. The same triggers record the changed lots into a temporary table of the transaction.
 *
 * Partial indexes of the lots on sale in each ordering, per city and kind, give a selection's page without a sort.
 *
 * `catalogue_import_lease`: catalogue imports write in batches of their own transactions; the one holding the lease
 * (renewed with every batch, lapsing two minutes after the last) is the only one writing.
 */
export const sql = /* sql */ `
alter table lots add column cell_key text generated always as (
  kind || '|' || city_id::text || '|' || project_id::text || '|' || building_id::text || '|' ||
  coalesce(least(rooms, 4)::text, '') || '|' || coalesce(commercial_type, '') || '|' ||
  (completion_year * 10 + completion_quarter)::text || '|' || coalesce(finishing, '') || '|' || status || '|' ||
  floor(ln(greatest(price, 1)) / ln(1.15))::int::text
) stored;
create index lots_cell on lots (cell_key) include (price, area, kitchen_area, floor, floors_total, features);

create table lot_cells (
  key text primary key,
  kind text not null,
  city_id integer not null,
  project_id integer not null,
  building_id integer not null,
  rooms integer,
  commercial_type text,
  completion integer not null,
  finishing text,
  status text not null,
  lots integer not null,
  price_min integer not null,
  price_max integer not null,
  area_min numeric not null,
  area_max numeric not null,
  kitchen_min numeric,
  kitchen_max numeric,
  kitchen_lots integer not null,
  floor_min integer not null,
  floor_max integer not null,
  not_first integer not null,
  not_last integer not null,
  features integer[] not null
);
create index lot_cells_scope on lot_cells (city_id, kind, status);

create function refresh_lot_cells(keys text[]) returns void language plpgsql as $$
begin
  if coalesce(cardinality(keys), 0) = 0 then return; end if;
  perform pg_advisory_xact_lock(hashtext('lot_cells'), hashtext(s.key)) from (select distinct k as key from unnest(keys) k order by 1) s;
  delete from lot_cells c where c.key = any(keys) and not exists (select 1 from lots l where l.cell_key = c.key);
  insert into lot_cells
  select l.cell_key, min(l.kind), min(l.city_id), min(l.project_id), min(l.building_id), min(least(l.rooms, 4)), min(l.commercial_type),
         min(l.completion_year * 10 + l.completion_quarter), min(l.finishing), min(l.status),
         count(*), min(l.price), max(l.price), min(l.area), max(l.area), min(l.kitchen_area), max(l.kitchen_area), count(l.kitchen_area),
         min(l.floor), max(l.floor), count(*) filter (where l.floor > 1), count(*) filter (where l.floor < l.floors_total),
         array[
           count(*) filter (where 'balcony' = any(l.features)), count(*) filter (where 'terrace' = any(l.features)),
           count(*) filter (where 'view' = any(l.features)), count(*) filter (where 'high_ceilings' = any(l.features)),
           count(*) filter (where 'two_bathrooms' = any(l.features)), count(*) filter (where 'wardrobe' = any(l.features)),
           count(*) filter (where 'separate_entrance' = any(l.features)), count(*) filter (where 'showcase' = any(l.features)),
           count(*) filter (where 'ev_charger' = any(l.features))
         ]::integer[]
    from lots l where l.cell_key = any(keys) group by l.cell_key
  on conflict (key) do update set
    lots = excluded.lots, price_min = excluded.price_min, price_max = excluded.price_max, area_min = excluded.area_min,
    area_max = excluded.area_max, kitchen_min = excluded.kitchen_min, kitchen_max = excluded.kitchen_max,
    kitchen_lots = excluded.kitchen_lots, floor_min = excluded.floor_min, floor_max = excluded.floor_max,
    not_first = excluded.not_first, not_last = excluded.not_last, features = excluded.features;
end $$;

create function lot_facts(l lots) returns jsonb language sql immutable as $$
  select jsonb_build_object(
    'city', l.city_id, 'kind', l.kind, 'project', l.project_id, 'building', l.building_id, 'rooms', l.rooms,
    'commercial_type', l.commercial_type, 'completion', l.completion_year * 10 + l.completion_quarter, 'finishing', l.finishing,
    'features', to_jsonb(l.features), 'status', l.status, 'price', l.price, 'area', l.area, 'kitchen_area', l.kitchen_area,
    'floor', l.floor, 'floors_total', l.floors_total)
$$;

create function lots_changed() returns trigger language plpgsql as $$
declare
  keys text[];
begin
  if to_regclass('pg_temp.lot_change_capture') is null then
    create temporary table lot_change_capture (id integer not null, before jsonb, after jsonb) on commit delete rows;
  end if;
  if tg_op = 'INSERT' then
    keys := array(select distinct n.cell_key from new_lots n);
    insert into pg_temp.lot_change_capture select n.id, null, lot_facts(n) from new_lots n;
  elsif tg_op = 'DELETE' then
    keys := array(select distinct o.cell_key from old_lots o);
    insert into pg_temp.lot_change_capture select o.id, lot_facts(o), null from old_lots o;
  else
    insert into pg_temp.lot_change_capture
      select n.id, lot_facts(o), lot_facts(n) from old_lots o join new_lots n on n.id = o.id where o is distinct from n;
    keys := array(
      select distinct v.key from old_lots o join new_lots n on n.id = o.id, lateral (values (o.cell_key), (n.cell_key)) v(key)
       where o is distinct from n);
  end if;
  perform refresh_lot_cells(keys);
  return null;
end $$;
create trigger lots_inserted after insert on lots referencing new table as new_lots for each statement execute function lots_changed();
create trigger lots_updated after update on lots referencing old table as old_lots new table as new_lots for each statement execute function lots_changed();
create trigger lots_deleted after delete on lots referencing old table as old_lots for each statement execute function lots_changed();
create function lots_truncated() returns trigger language plpgsql as $$
begin
  delete from lot_cells;
  return null;
end $$;
create trigger lots_truncated after truncate on lots for each statement execute function lots_truncated();

select refresh_lot_cells(array(select distinct cell_key from lots));

create table catalogue_changes (
  version bigint primary key,
  lots jsonb,
  changed_at timestamptz not null default now()
);

create table catalogue_import_lease (
  id integer primary key default 1 check (id = 1),
  holder text not null,
  expires_at timestamptz not null
);

create index lots_on_sale_price on lots (city_id, kind, price, id) where status in ('free', 'booked');
create index lots_on_sale_area on lots (city_id, kind, area, id) where status in ('free', 'booked');
create index lots_on_sale_floor on lots (city_id, kind, floor, id) where status in ('free', 'booked');
create index lots_on_sale_completion on lots (city_id, kind, (completion_year * 10 + completion_quarter), id) where status in ('free', 'booked');
`;
