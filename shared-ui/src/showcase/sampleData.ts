// Sample content for the /ui showcase.
import type { SelectOption } from '../components/Select/selectModel';
import type { MapPin } from '../components/Map/mapTypes';

export const ROOM_OPTIONS: SelectOption[] = [
  { value: '', label: 'Любая' },
  { value: '0', label: 'Студия', count: 12 },
  { value: '1', label: '1-комнатная', count: 48 },
  { value: '2', label: '2-комнатная', count: 31 },
  { value: '3', label: '3-комнатная', count: 9 },
  { value: '4', label: '4-комнатная', count: 0 },
];

export const ROOM_FACETS = ['0', '1', '2', '3'];

export const BUILDING_OPTIONS: SelectOption[] = [
  { value: '', label: 'Все корпуса' },
  { value: 'k1', label: 'Корпус 1', displayName: 'К1', values: [{ value: 'k1s1', label: '1' }, { value: 'k1s2', label: '2' }, { value: 'k1s3', label: '3' }] },
  { value: 'k2', label: 'Корпус 2', displayName: 'К2', values: [{ value: 'k2s1', label: '1' }, { value: 'k2s2', label: '2' }] },
];

export const BUILDING_FACETS = ['k1', 'k2', 'k1s1', 'k1s3', 'k2s2'];

export const SORT_OPTIONS: SelectOption[] = [
  { value: 'price', label: 'Сначала дешевле' },
  { value: '-price', label: 'Сначала дороже' },
  { value: 'area', label: 'По площади' },
];

export const MAP_CENTER = [55.7601, 37.6186] as const;

export const MAP_PINS: MapPin[] = [
  { id: 'project', kind: 'default', position: [55.7601, 37.6186], title: 'ЖК «Парковый квартал»' },
  { id: 'school', kind: 'infrastructure', position: [55.7622, 37.6131], title: 'Школа № 1520' },
  { id: 'kindergarten', kind: 'infrastructure', position: [55.7583, 37.6249], title: 'Детский сад' },
  { id: 'metro', kind: 'metro', position: [55.7571, 37.6158], title: 'Театральная', walkingMinutes: 7 },
  { id: 'office', kind: 'office', position: [55.7632, 37.6222], title: 'Офис продаж' },
];
