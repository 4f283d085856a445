import type { ComparisonDifferences, ComparisonRow } from './listSchemas';
import type { LotCard } from '../../shared/lots/lotSchemas';

const FIELDS: { name: string; label: string; value: (lot: LotCard) => string | number | null }[] = [
  { name: 'title', label: 'Тип', value: (lot) => lot.title },
  { name: 'project', label: 'Проект', value: (lot) => lot.project.name },
  { name: 'building', label: 'Корпус', value: (lot) => lot.building.name },
  { name: 'price', label: 'Стоимость, ₽', value: (lot) => lot.price },
  { name: 'price_per_meter', label: 'Цена за м², ₽', value: (lot) => lot.price_per_meter },
  { name: 'area', label: 'Площадь, м²', value: (lot) => lot.area },
  { name: 'kitchen_area', label: 'Площадь кухни, м²', value: (lot) => lot.kitchen_area },
  { name: 'rooms', label: 'Комнат', value: (lot) => lot.rooms_label },
  { name: 'floor', label: 'Этаж', value: (lot) => `${lot.floor} из ${lot.floors_total}` },
  { name: 'ceiling_height', label: 'Высота потолков, м', value: (lot) => lot.ceiling_height },
  { name: 'finishing', label: 'Отделка', value: (lot) => lot.finishing_label },
  { name: 'completion', label: 'Срок сдачи', value: (lot) => lot.completion.label },
  { name: 'features', label: 'Особенности', value: (lot) => lot.features.map((feature) => feature.label).join(', ') || null },
  { name: 'status', label: 'Статус', value: (lot) => lot.status_label },
];

/** The comparison table: one row per field, flagged where the compared lots differ. */
export function differences(lots: LotCard[]): ComparisonDifferences {
  const rows: ComparisonRow[] = FIELDS.map((field) => {
    const values = lots.map(field.value);
    return { name: field.name, label: field.label, values, differs: new Set(values.map((value) => String(value))).size > 1 };
  });
  return { properties: lots, rows };
}
