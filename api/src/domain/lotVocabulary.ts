/** Values and Russian labels of the lot vocabulary, shared by the seed, the filters and the schemas. */
export const LOT_KINDS = ['flat', 'apartment', 'commercial', 'parking', 'storage'] as const;
export type LotKind = (typeof LOT_KINDS)[number];

/** A residential complex or a commercial one (premises are sold in both). */
export const PROJECT_KINDS = ['residential', 'commercial'] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number];

export const kindLabels: Record<LotKind, string> = {
  flat: 'Квартира',
  apartment: 'Апартаменты',
  commercial: 'Коммерческое помещение',
  parking: 'Машино-место',
  storage: 'Кладовая',
};

/** The lot kinds a project of this kind counts as its offer (its cards, its header, its master plan's labels). */
export function mainKinds(kind: ProjectKind): LotKind[] {
  return kind === 'residential' ? ['flat', 'apartment'] : ['commercial'];
}

export const LOT_STATUSES = ['free', 'booked', 'sold'] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

export const statusLabels: Record<LotStatus, string> = {
  free: 'Свободно',
  booked: 'Забронировано',
  sold: 'Продано',
};

export const FINISHINGS = ['without', 'white_box', 'fine'] as const;
export type Finishing = (typeof FINISHINGS)[number];

export const finishingLabels: Record<Finishing, string> = {
  without: 'Без отделки',
  white_box: 'White box',
  fine: 'Чистовая',
};

export const LOT_FEATURES = [
  'balcony',
  'terrace',
  'view',
  'high_ceilings',
  'two_bathrooms',
  'wardrobe',
  'separate_entrance',
  'showcase',
  'ev_charger',
] as const;
export type LotFeature = (typeof LOT_FEATURES)[number];

export const featureLabels: Record<LotFeature, string> = {
  balcony: 'Балкон или лоджия',
  terrace: 'Терраса',
  view: 'Видовая',
  high_ceilings: 'Высокие потолки',
  two_bathrooms: 'Два санузла',
  wardrobe: 'Гардеробная',
  separate_entrance: 'Отдельный вход',
  showcase: 'Витринные окна',
  ev_charger: 'Зарядка для электромобиля',
};

export const COMMERCIAL_TYPES = ['retail', 'office', 'food', 'free_purpose'] as const;
export type CommercialType = (typeof COMMERCIAL_TYPES)[number];

/** The four lot list endpoints: `/api/${LotEndpoint}/`. */
export const LOT_ENDPOINTS = ['flats', 'commercial', 'parking', 'storage'] as const;
export type LotEndpoint = (typeof LOT_ENDPOINTS)[number];

export const LOT_ORDERINGS = ['price', '-price', 'area', '-area', 'floor', '-floor', 'completion', '-completion'] as const;
export type LotOrdering = (typeof LOT_ORDERINGS)[number];

export const commercialTypeLabels: Record<CommercialType, string> = {
  retail: 'Торговое помещение',
  office: 'Офис',
  food: 'Общепит',
  free_purpose: 'Свободного назначения',
};

/** product §3 room-count labels; 4 stands for four rooms and more. */
export function roomsLabel(rooms: number): { label: string; short: string; extra: string } {
  if (rooms <= 0) return { label: 'Студия', short: 'Студия', extra: 'Ст' };
  const n = Math.min(rooms, 4);
  return { label: `${n}-комнатная`, short: `${n}-комн.`, extra: `${n}к` };
}

export function completionLabel(year: number, quarter: number): string {
  return `${quarter} кв. ${year}`;
}

export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
