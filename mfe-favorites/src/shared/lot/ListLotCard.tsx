// A lot of a list as the shared-ui LotCard, with the actions the page puts on it.
import type { ReactNode } from 'react';
import type { LotCard as LotCardData } from '@estate/shared-api/dto/lots';
import { LotCard } from '@estate/shared-ui/components/LotCard/LotCard';
import { sitePaths } from '@estate/shared-api/links/sitePaths';

export function ListLotCard({ lot, webp, actions }: { lot: LotCardData; webp: boolean; actions?: ReactNode }) {
  return (
    <LotCard
      href={sitePaths.lot(lot.kind, lot.id) ?? undefined}
      image={lot.layout_image ?? lot.plan_image}
      imageAlt={`Планировка: ${lot.title}`}
      rooms={lot.rooms}
      title={lot.title}
      area={lot.area}
      floor={lot.floor > 0 ? lot.floor : undefined}
      floorsTotal={lot.floors_total}
      project={lot.project.name}
      building={lot.building.name}
      completion={lot.completion.label}
      price={lot.price}
      oldPrice={lot.old_price}
      badges={lot.status === 'free' ? [] : [lot.status_label]}
      actions={actions}
      webp={webp}
    />
  );
}
