// A lot of a list as the shared-ui LotCard, with the actions the page puts on it.
import type { ReactNode } from 'react';
import type { LotCard as LotCardData } from '@estate/shared-api/dto/lots';
import { LotCard } from '@estate/shared-ui/components/LotCard/LotCard';
import { lotCardProps } from '@estate/shared-ui/components/LotCard/lotCardProps';

export function ListLotCard({
  lot,
  webp,
  actions,
}: {
  lot: LotCardData;
  webp: boolean;
  actions?: ReactNode;
}) {
  return <LotCard {...lotCardProps(lot)} actions={actions} webp={webp} />;
}
