// What can be selected and how each kind maps onto the API (mirrors the lot endpoints of api/ and shared-api DTOs):
// flats and apartments share /api/flats/ (is_apartment=false / true), commercial premises, parking and storage
// have their own endpoints with their own filters.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import type { LotEndpoint, LotFeature, LotKind, LotMultiFilter, LotRangeFilter } from '@estate/shared-api/dto/lots';
import { NOUNS, type PluralForms } from '@estate/shared-ui/format/plural';

export type SelectionKind = 'flat' | 'apartment' | 'commercial' | 'parking' | 'storage';
export type FlagFilter = 'not_first' | 'not_last' | 'only_free';
export type ViewMode = 'grid' | 'list' | 'chess' | 'scheme';

export interface KindSchema {
  kind: SelectionKind;
  endpoint: LotEndpoint;
  /** lot kinds it lists (chess-board and scheme keep only these) */
  lotKinds: readonly LotKind[];
  /** the /selections path of the kind's tab */
  path: string;
  /** fixed query of the kind (apartments: is_apartment=true) */
  fixed: Readonly<Record<string, string>>;
  multi: readonly LotMultiFilter[];
  ranges: readonly LotRangeFilter[];
  flags: readonly FlagFilter[];
  features: readonly LotFeature[];
  views: readonly ViewMode[];
  title: string;
  tab: string;
  /** the counted noun of the results line, and its participle: «Найдена 21 квартира», «Найдено 5 квартир» */
  nouns: PluralForms;
  found: PluralForms;
}

const FOUND = {
  masculine: ['Найден', 'Найдено', 'Найдено'],
  feminine: ['Найдена', 'Найдено', 'Найдено'],
  neuter: ['Найдено', 'Найдено', 'Найдено'],
} as const satisfies Record<string, PluralForms>;

const residential = {
  endpoint: 'flats',
  multi: ['rooms', 'project', 'building', 'completion', 'finishing', 'features'],
  ranges: ['price', 'area', 'kitchen_area', 'floor'],
  flags: ['not_first', 'not_last', 'only_free'],
  features: ['balcony', 'terrace', 'view', 'high_ceilings', 'two_bathrooms', 'wardrobe'],
  views: ['grid', 'list', 'chess'],
} as const;

export const KINDS: Record<SelectionKind, KindSchema> = {
  flat: {
    ...residential,
    kind: 'flat',
    lotKinds: ['flat'],
    path: sitePaths.selection('flat'),
    fixed: {},
    title: 'Подбор квартир',
    tab: 'Квартиры',
    nouns: NOUNS.flat,
    found: FOUND.feminine,
  },
  apartment: {
    ...residential,
    kind: 'apartment',
    lotKinds: ['apartment'],
    path: sitePaths.selection('flat'),
    fixed: { is_apartment: 'true' },
    title: 'Подбор апартаментов',
    tab: 'Апартаменты',
    nouns: NOUNS.apartment,
    found: FOUND.masculine,
  },
  commercial: {
    kind: 'commercial',
    endpoint: 'commercial',
    lotKinds: ['commercial'],
    path: sitePaths.selection('commercial'),
    fixed: {},
    multi: ['commercial', 'project', 'building', 'completion', 'finishing', 'features'],
    ranges: ['price', 'area', 'floor'],
    flags: ['only_free'],
    features: ['separate_entrance', 'showcase', 'high_ceilings'],
    views: ['grid', 'list', 'chess'],
    title: 'Коммерческие помещения',
    tab: 'Коммерция',
    nouns: NOUNS.commercial,
    found: FOUND.neuter,
  },
  parking: {
    kind: 'parking',
    endpoint: 'parking',
    lotKinds: ['parking'],
    path: sitePaths.selection('parking'),
    fixed: {},
    multi: ['project', 'building', 'completion', 'features'],
    ranges: ['price', 'area'],
    flags: ['only_free'],
    features: ['ev_charger'],
    views: ['grid', 'list', 'scheme'],
    title: 'Машино-места',
    tab: 'Машино-места',
    nouns: NOUNS.parking,
    found: FOUND.neuter,
  },
  storage: {
    kind: 'storage',
    endpoint: 'storage',
    lotKinds: ['storage'],
    path: sitePaths.selection('storage'),
    fixed: {},
    multi: ['project', 'building', 'completion'],
    ranges: ['price', 'area'],
    flags: ['only_free'],
    features: [],
    views: ['grid', 'list', 'scheme'],
    title: 'Кладовые',
    tab: 'Кладовые',
    nouns: NOUNS.storage,
    found: FOUND.feminine,
  },
};

export const KIND_ORDER: readonly SelectionKind[] = ['flat', 'apartment', 'commercial', 'parking', 'storage'];

/**
 * The kind a selections URL shows (product §2): /selections/commercial or /selections?commercial=… are premises,
 * /selections/parking and /selections/storage their lots, anything else flats — apartments with is_apartment=true.
 */
export function resolveKind(type: string | undefined, search: URLSearchParams): SelectionKind {
  if (type === 'commercial' || type === 'parking' || type === 'storage') return type;
  if (type === undefined && search.has('commercial')) return 'commercial';
  return search.get('is_apartment') === 'true' ? 'apartment' : 'flat';
}
