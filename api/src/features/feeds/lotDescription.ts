import { completionLabel, finishingLabels } from '../../domain/lotVocabulary';
import { lotTitle } from '../../shared/lots/lotCard';
import type { FeedLot } from './feedLots';

const decimal = (value: number) => String(value).replace('.', ',');

/** «2-комнатная квартира 56,3 м² в ЖК «Сокольники Парк», Корпус 1, этаж 5 из 17. Сдача: 2 кв. 2027. Отделка: Чистовая.» */
export function lotDescription(lot: FeedLot): string {
  const where =
    lot.floor < 0 ? `подземный уровень ${-lot.floor}` : `этаж ${lot.floor} из ${lot.floors_total}`;
  const parts = [
    `${lotTitle(lot)} ${decimal(lot.area)} м² в ЖК «${lot.project_name}», ${lot.building_name}, ${where}.`,
    lot.is_completed
      ? 'Дом сдан.'
      : `Сдача: ${completionLabel(lot.completion_year, lot.completion_quarter)}.`,
  ];
  if (lot.finishing) parts.push(`Отделка: ${finishingLabels[lot.finishing]}.`);
  parts.push('Продажа от застройщика.');
  return parts.join(' ');
}
