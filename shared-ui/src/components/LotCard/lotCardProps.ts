// A lot as the API lists it (LotCard DTO) → the card's props; each page adds its own badges, note and actions.
import type { LotCard as LotCardData, LotStatus } from '@estate/shared-api/dto/lots';
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import type { BadgeTone } from '../Badge/Badge';
import type { LotBadge, LotCardProps } from './LotCard';

export const statusTone: Record<LotStatus, BadgeTone> = { free: 'accent', booked: 'warning', sold: 'muted' };

/** The lot's status as a badge; none while it is on sale. */
export function statusBadge(lot: Pick<LotCardData, 'status' | 'status_label'>): LotBadge[] {
  return lot.status === 'free' ? [] : [{ label: lot.status_label, tone: statusTone[lot.status] }];
}

export function lotCardProps(lot: LotCardData): LotCardProps {
  return {
    lotId: lot.id,
    href: sitePaths.lot(lot.kind, lot.id) ?? undefined,
    image: lot.layout_image ?? lot.plan_image,
    imageAlt: `Планировка: ${lot.title}`,
    rooms: lot.rooms,
    title: lot.title,
    area: lot.area,
    floor: lot.floor === 0 ? undefined : lot.floor,
    floorsTotal: lot.floors_total,
    project: lot.project.name,
    building: lot.building.name,
    completion: lot.completion.label,
    price: lot.price,
    oldPrice: lot.old_price,
    badges: statusBadge(lot),
  };
}
