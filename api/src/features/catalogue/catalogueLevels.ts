import type { UpsertSpec } from './upsertByExternalId';
import { holdAfterSales, statusFromSales } from './salesStatus';

// How each level of the catalogue feed is written (matched by external id, see upsertByExternalId.ts).

export const projects: UpsertSpec = {
  table: 'projects',
  input: {
    external_id: 'text', city: 'text', slug: 'text', name: 'text', kind: 'text', class: 'text', address: 'text', district: 'text',
    lat: 'float8', lng: 'float8', completion_year: 'int', completion_quarter: 'int', description: 'text', image: 'text',
    yandex_building_id: 'text', cian_jk_id: 'text', avito_development_id: 'text',
  },
  columns: {
    city_id: '(select c.id from cities c where c.external_id = i.city)',
    name: 'i.name', kind: 'i.kind', class: 'i.class', address: 'i.address', lat: 'i.lat', lng: 'i.lng',
    completion_year: 'i.completion_year', completion_quarter: 'i.completion_quarter',
  },
  // Marketing texts and pictures are the site's own unless the sales system sends them.
  optional: {
    slug: { value: 'i.slug', fallback: 's.external_id' },
    district: { value: 'i.district', fallback: "''" },
    description: { value: 'i.description', fallback: "''" },
    image: { value: 'i.image', fallback: "''" },
    // the classifieds' ids, when the sales system has them (the back office may enter them too)
    yandex_building_id: { value: 'i.yandex_building_id', fallback: 'null' },
    cian_jk_id: { value: 'i.cian_jk_id', fallback: 'null' },
    avito_development_id: { value: 'i.avito_development_id', fallback: 'null' },
  },
  insertOnly: {
    short_description: "''",
    declaration_url: "''",
    genplan_image: "''",
    developer: "coalesce((select p.developer from projects p join cities c on c.id = p.city_id where c.external_id = i.city order by p.id limit 1), '')",
  },
};

export const buildings: UpsertSpec = {
  table: 'buildings',
  input: {
    external_id: 'text', project: 'text', name: 'text', number: 'int', floors_total: 'int', completion_year: 'int', completion_quarter: 'int', is_completed: 'boolean',
    yandex_house_id: 'text', cian_house_id: 'text', avito_development_id: 'text', avito_house_type: 'text', avito_sale_method: 'text',
  },
  columns: {
    project_id: '(select p.id from projects p where p.external_id = i.project)',
    name: 'i.name', number: 'i.number', floors_total: 'i.floors_total',
    completion_year: 'i.completion_year', completion_quarter: 'i.completion_quarter', is_completed: 'i.is_completed',
  },
  optional: {
    yandex_house_id: { value: 'i.yandex_house_id', fallback: 'null' },
    cian_house_id: { value: 'i.cian_house_id', fallback: 'null' },
    avito_development_id: { value: 'i.avito_development_id', fallback: 'null' },
    avito_house_type: { value: 'i.avito_house_type', fallback: 'null' },
    avito_sale_method: { value: 'i.avito_sale_method', fallback: 'null' },
  },
  // The genplan outline is drawn on the site, not in the sales system.
  insertOnly: { polygon: "'[]'::jsonb", label_position: '\'{"x": 0, "y": 0}\'::jsonb' },
};

export const sections: UpsertSpec = {
  table: 'sections',
  input: { external_id: 'text', building: 'text', number: 'int', floors_total: 'int' },
  columns: {
    building_id: '(select b.id from buildings b where b.external_id = i.building)',
    number: 'i.number', floors_total: 'i.floors_total',
  },
};

export const floors: UpsertSpec = {
  table: 'floors',
  input: { external_id: 'text', section: 'text', number: 'int', plan_image: 'text' },
  joins: 'join sections sn on sn.external_id = i.section',
  columns: { section_id: 'sn.id', building_id: 'sn.building_id', number: 'i.number' },
  optional: { plan_image: { value: 'i.plan_image', fallback: "''" } },
};

export const lots: UpsertSpec = {
  table: 'lots',
  input: {
    external_id: 'text', floor: 'text', kind: 'text', number: 'text', rooms: 'int', commercial_type: 'text', area: 'numeric',
    kitchen_area: 'numeric', ceiling_height: 'numeric', price: 'int', old_price: 'int', status: 'text', finishing: 'text',
    features: 'jsonb', plan_image: 'text', position: 'jsonb',
  },
  // `h`: the lot as stored, for its hold
  joins: 'join floors f on f.external_id = i.floor join buildings b on b.id = f.building_id join projects p on p.id = b.project_id left join lots h on h.external_id = i.external_id',
  columns: {
    kind: 'i.kind', city_id: 'p.city_id', project_id: 'p.id', building_id: 'b.id', section_id: 'f.section_id', floor_id: 'f.id',
    floor: 'f.number', floors_total: 'b.floors_total', number: 'i.number', rooms: 'i.rooms', commercial_type: 'i.commercial_type',
    area: 'round(i.area, 2)', kitchen_area: 'round(i.kitchen_area, 2)', price: 'i.price', old_price: 'i.old_price',
    status: statusFromSales('h', 'i.status'), held_until: holdAfterSales('h', 'i.status'), finishing: 'i.finishing',
    features: "array(select jsonb_array_elements_text(coalesce(i.features, '[]'::jsonb)))",
    completion_year: 'b.completion_year', completion_quarter: 'b.completion_quarter', plan_position: 'i.position',
  },
  optional: {
    ceiling_height: { value: 'round(i.ceiling_height, 2)', fallback: '2.8' },
    layout_id: {
      value: '(select y.id from layouts y where y.project_id = p.id and y.image = i.plan_image order by y.id limit 1)',
      fallback: 'null',
    },
  },
  touch: 'updated_at = now()',
};

/** A plan image the project has no layout for becomes a layout (layouts are the plan types lots share). */
export const ADD_LAYOUTS = `
  insert into layouts (id, project_id, kind, code, rooms, area, kitchen_area, image)
  select (select coalesce(max(id), 0) from layouts) + row_number() over (order by n.project_id, n.image), n.*
  from (
    select distinct on (p.id, i.plan_image) p.id as project_id, i.kind, i.number, i.rooms, round(i.area, 2), round(i.kitchen_area, 2), i.plan_image as image
    from jsonb_to_recordset($1::jsonb) as i(floor text, kind text, number text, rooms int, area numeric, kitchen_area numeric, plan_image text)
    join floors f on f.external_id = i.floor join buildings b on b.id = f.building_id join projects p on p.id = b.project_id
    where i.plan_image is not null
      and not exists (select 1 from layouts y where y.project_id = p.id and y.image = i.plan_image)
    order by p.id, i.plan_image, i.number
  ) n`;
