// The facts of a lot page and its printed sheet, in the visitor's words: product §3 room labels, product §5 numbers.
import type { LotCard } from '@estate/shared-api/dto/lots';
import { formatNumber } from '@estate/shared-ui/format/number';
import { roomLabel } from '@estate/shared-ui/format/rooms';
import { formatArea, formatPrice } from '@estate/shared-ui/format/units';
import { floorText } from './lotLinks';

export interface Fact {
  label: string;
  value: string;
}

/** 4 stands for four rooms and more; the label is product §3's. */
export function roomsText(rooms: number): string {
  return rooms >= 4 ? roomLabel(4) : roomLabel(Math.max(0, rooms));
}

export function lotFacts(lot: LotCard): Fact[] {
  const facts: (Fact | null)[] = [
    lot.rooms !== null ? { label: 'Комнатность', value: roomsText(lot.rooms) } : null,
    lot.commercial_type_label ? { label: 'Тип помещения', value: lot.commercial_type_label } : null,
    { label: 'Общая площадь', value: formatArea(lot.area) },
    lot.kitchen_area ? { label: 'Площадь кухни', value: formatArea(lot.kitchen_area) } : null,
    { label: 'Этаж', value: floorText(lot.floor, lot.floors_total) },
    { label: 'Высота потолков', value: `${formatNumber(lot.ceiling_height)} м` },
    { label: 'Срок сдачи', value: lot.completion.is_completed ? `${lot.completion.label}, дом сдан` : lot.completion.label },
    lot.finishing_label ? { label: 'Отделка', value: lot.finishing_label } : null,
    { label: 'Проект', value: lot.project.name },
    { label: 'Корпус', value: lot.building.name },
    { label: 'Секция', value: String(lot.section) },
    { label: 'Номер', value: lot.number },
    { label: 'Цена за м²', value: formatPrice(lot.price_per_meter) },
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
}

/** The page heading: '2-комнатная квартира, 54,3 м²'. */
export function lotHeading(lot: Pick<LotCard, 'title' | 'area'>): string {
  return `${lot.title}, ${formatArea(lot.area)}`;
}
