// A lot of the catalogue as the shared-ui LotCard: besides its status, the discount and the city's property tags as
// badges, the finishing, the monthly mortgage payment, and the favourite/compare toggles of the favourites remote.
import type { ShellContext } from '@estate/shared-api';
import type { PropertyTag } from '@estate/shared-api/dto/baseData';
import type { LotCard as LotCardData } from '@estate/shared-api/dto/lots';
import { LotCard, type LotBadge } from '@estate/shared-ui/components/LotCard/LotCard';
import { lotCardProps } from '@estate/shared-ui/components/LotCard/lotCardProps';
import { formatPercent } from '@estate/shared-ui/format/units';
import { monthly } from '../format/money';
import { LotToggles } from './LotToggles';

interface CatalogLotCardProps {
  ctx: ShellContext;
  lot: LotCardData;
  tags?: readonly PropertyTag[];
  layout?: 'grid' | 'list';
  /** the `sizes` of the picture: how wide the card's image is shown */
  imageSizes?: string;
  /** false for a card on the first screen: its picture is in the server's document and loads at once */
  lazy?: boolean;
  headingLevel?: 2 | 3;
}

export function CatalogLotCard({ ctx, lot, tags = [], layout = 'grid', imageSizes, lazy, headingLevel }: CatalogLotCardProps) {
  const props = lotCardProps(lot);
  const badges: LotBadge[] = [
    ...(props.badges ?? []),
    ...(lot.discount_percent ? [{ label: `−${formatPercent(lot.discount_percent)}`, tone: 'danger' as const }] : []),
    ...tags
      .filter((tag) => lot.tags.includes(tag.slug))
      .map((tag) => ({ label: tag.name, color: tag.color })),
  ];
  return (
    <LotCard
      {...props}
      badges={badges}
      finishing={lot.finishing_label}
      note={lot.mortgage_payment ? `В ипотеку ${monthly(lot.mortgage_payment)}` : undefined}
      layout={layout}
      imageSizes={imageSizes}
      lazy={lazy}
      headingLevel={headingLevel}
      webp={ctx.device.webp}
      actions={<LotToggles ctx={ctx} lotId={lot.id} />}
    />
  );
}
