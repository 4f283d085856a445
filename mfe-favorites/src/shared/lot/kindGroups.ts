// Lots of a list grouped by kind, in a fixed order: flats and apartments, commercial, parking, storage.
import type { LotKind } from '@estate/shared-api/dto/lots';

export type KindGroupId = 'living' | 'commercial' | 'parking' | 'storage';

export interface KindGroupDef {
  id: KindGroupId;
  title: string;
  kinds: readonly LotKind[];
}

export const KIND_GROUPS: readonly KindGroupDef[] = [
  { id: 'living', title: 'Квартиры и апартаменты', kinds: ['flat', 'apartment'] },
  { id: 'commercial', title: 'Коммерческие помещения', kinds: ['commercial'] },
  { id: 'parking', title: 'Машино-места', kinds: ['parking'] },
  { id: 'storage', title: 'Кладовые', kinds: ['storage'] },
];

export interface KindGroup<T> extends KindGroupDef {
  lots: T[];
}

/** The non-empty groups, each keeping the order the lots came in. */
export function groupByKind<T extends { kind: LotKind }>(lots: readonly T[]): KindGroup<T>[] {
  return KIND_GROUPS.map((group) => ({ ...group, lots: lots.filter((lot) => group.kinds.includes(lot.kind)) })).filter(
    (group) => group.lots.length > 0,
  );
}
