import type { FilterSpec, LabeledValue, ListSpecs } from '../../shared/schemas/commonSchemas';
import type { LotFlagFilter, LotMultiFilter, LotOrdering, LotRangeFilter } from '../../shared/lots/lotSchemas';
import type { Queryable } from '../../db/db';
import { SqlParams } from '../../http/sqlParams';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../../http/pagination';
import { COMMERCIAL_TYPES, commercialTypeLabels, completionLabel, featureLabels, FINISHINGS, finishingLabels } from '../../domain/lotVocabulary';
import type { LotEndpointConfig } from '../../shared/lots/lotEndpoints';
import { scopeConditions } from '../../shared/lots/lotConditions';

const MULTI_LABELS: Record<LotMultiFilter, string> = {
  rooms: 'Комнатность',
  project: 'Проект',
  building: 'Корпус',
  completion: 'Срок сдачи',
  finishing: 'Отделка',
  features: 'Особенности',
  commercial: 'Тип помещения',
};

const RANGE_LABELS: Record<LotRangeFilter, { label: string; unit: string }> = {
  price: { label: 'Стоимость', unit: '₽' },
  area: { label: 'Площадь', unit: 'м²' },
  kitchen_area: { label: 'Площадь кухни', unit: 'м²' },
  floor: { label: 'Этаж', unit: '' },
};

const FLAG_LABELS: Record<LotFlagFilter, string> = {
  is_apartment: 'Апартаменты',
  not_first: 'Не первый этаж',
  not_last: 'Не последний этаж',
  only_free: 'Только свободные',
};

export const ORDERING_OPTIONS: LabeledValue<LotOrdering>[] = [
  { value: 'price', label: 'Сначала дешевле' },
  { value: '-price', label: 'Сначала дороже' },
  { value: 'area', label: 'Сначала меньше площадь' },
  { value: '-area', label: 'Сначала больше площадь' },
  { value: 'floor', label: 'Сначала нижние этажи' },
  { value: '-floor', label: 'Сначала верхние этажи' },
  { value: 'completion', label: 'Сначала ранний срок сдачи' },
  { value: '-completion', label: 'Сначала поздний срок сдачи' },
];

const RANGE_COLUMNS: Record<LotRangeFilter, string> = { price: 'l.price', area: 'l.area', kitchen_area: 'l.kitchen_area', floor: 'l.floor' };

/** The filter description of a lot endpoint: options with Russian labels, overall range bounds for the city. */
export async function lotSpecs(db: Queryable, config: LotEndpointConfig, cityId: number | undefined): Promise<ListSpecs> {
  const params = new SqlParams();
  const scope = [...scopeConditions(params, config, cityId === undefined ? {} : { cityId }), `l.status in ('free', 'booked')`].join(' and ');
  const bounds = config.ranges.flatMap((name) => [`min(${RANGE_COLUMNS[name]})::float8 as ${name}_min`, `max(${RANGE_COLUMNS[name]})::float8 as ${name}_max`]);
  const [summary, projects, buildings, completions] = await Promise.all([
    db.query<Record<string, number | null>>(`select ${bounds.join(', ')} from lots l where ${scope}`, params.values),
    db.query<{ slug: string; name: string }>(
      `select p.slug, p.name from projects p where exists (select 1 from lots l where l.project_id = p.id and ${scope}) order by p.sort, p.id`,
      params.values,
    ),
    db.query<{ id: number; name: string }>(
      `select b.id, b.name || ' · ' || p.name as name from buildings b join projects p on p.id = b.project_id
        where exists (select 1 from lots l where l.building_id = b.id and ${scope}) order by p.sort, b.number`,
      params.values,
    ),
    db.query<{ year: number; quarter: number }>(
      `select distinct l.completion_year as year, l.completion_quarter as quarter from lots l where ${scope} order by 1, 2`,
      params.values,
    ),
  ]);
  const options: Record<LotMultiFilter, LabeledValue<string | number>[]> = {
    rooms: [
      { value: 0, label: 'Студия' },
      { value: 1, label: '1' },
      { value: 2, label: '2' },
      { value: 3, label: '3' },
      { value: 4, label: '4+' },
    ],
    project: projects.rows.map((row) => ({ value: row.slug, label: row.name })),
    building: buildings.rows.map((row) => ({ value: row.id, label: row.name })),
    completion: completions.rows.map((row) => ({ value: `${row.year}-${row.quarter}`, label: completionLabel(row.year, row.quarter) })),
    finishing: FINISHINGS.map((value) => ({ value, label: finishingLabels[value] })),
    features: config.features.map((value) => ({ value, label: featureLabels[value] })),
    commercial: COMMERCIAL_TYPES.map((value) => ({ value, label: commercialTypeLabels[value] })),
  };
  const row = summary.rows[0] ?? {};
  const filters: FilterSpec[] = [
    ...config.multi.map((name): FilterSpec => ({ name, kind: 'multi', label: MULTI_LABELS[name], options: options[name] })),
    ...config.ranges.map(
      (name): FilterSpec => ({
        name,
        kind: 'range',
        label: RANGE_LABELS[name].label,
        unit: RANGE_LABELS[name].unit,
        min: row[`${name}_min`] ?? null,
        max: row[`${name}_max`] ?? null,
        params: { min: `${name}_min`, max: `${name}_max` },
      }),
    ),
    ...config.flags.map((name): FilterSpec => ({ name, kind: 'bool', label: FLAG_LABELS[name] })),
    { name: 'status', kind: 'multi', label: 'Статус', options: [{ value: 'free', label: 'Свободно' }, { value: 'booked', label: 'Забронировано' }, { value: 'sold', label: 'Продано' }] },
  ];
  return { filters, ordering: ORDERING_OPTIONS, default_ordering: 'price', page_size: DEFAULT_LIMIT, max_page_size: MAX_LIMIT };
}
