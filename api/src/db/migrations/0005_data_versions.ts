/**
 * What caches and feeds need to follow the catalogue: a version per data scope, bumped in the transaction of every
 * change (see `src/db/dataVersion.ts`); when each lot appeared and last changed (feeds' creation and update dates,
 * sitemap `lastmod`); and the classifieds' own ids of complexes and houses, filled by the catalogue import where known.
 */
export const sql = /* sql */ `
create table data_versions (
  scope text primary key,
  version bigint not null default 1,
  changed_at timestamptz not null default now()
);
insert into data_versions (scope) values ('catalogue'), ('content');

alter table lots
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now();

alter table projects
  add column yandex_building_id text,
  add column cian_jk_id text,
  add column avito_development_id text;

alter table buildings
  add column yandex_house_id text,
  add column cian_house_id text;
`;
