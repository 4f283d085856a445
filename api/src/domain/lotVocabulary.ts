import type { CommercialType, Finishing, LotFeature, LotKind, LotStatus } from '@estate/shared-api/dto/lots';
import type { ProjectKind } from '@estate/shared-api/dto/projects';

/** Values and Russian labels of the lot vocabulary, shared by the seed, the filters and the DTOs. */
export const LOT_KINDS: readonly LotKind[] = ['flat', 'apartment', 'commercial', 'parking', 'storage'];

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

export const LOT_STATUSES: readonly LotStatus[] = ['free', 'booked', 'sold'];

export const statusLabels: Record<LotStatus, string> = {
  free: 'Свободно',
  booked: 'Забронировано',
  sold: 'Продано',
};

export const FINISHINGS: readonly Finishing[] = ['without', 'white_box', 'fine'];

export const finishingLabels: Record<Finishing, string> = {
  without: 'Без отделки',
  white_box: 'White box',
  fine: 'Чистовая',
};

export const LOT_FEATURES: readonly LotFeature[] = [
  'balcony',
  'terrace',
  'view',
  'high_ceilings',
  'two_bathrooms',
  'wardrobe',
  'separate_entrance',
  'showcase',
  'ev_charger',
];

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

export const COMMERCIAL_TYPES: readonly CommercialType[] = ['retail', 'office', 'food', 'free_purpose'];

export const commercialTypeLabels: Record<CommercialType, string> = {
  retail: 'Торговое помещение',
  office: 'Офис',
  food: 'Общепит',
  free_purpose: 'Свободного назначения',
};

/** SPEC §3 room-count labels; 4 stands for four rooms and more. */
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
