// Lots like this one (same type, near in price), as a carousel of cards.
import { useApiQuery, type ShellContext } from '@estate/shared-api';
import type { PropertyTag } from '@estate/shared-api/dto/baseData';
import { Carousel } from '@estate/shared-ui/components/Carousel/Carousel';
import { useBreakpoint } from '@estate/shared-ui/hooks/useBreakpoint';
import { widthForDevice } from '@estate/shared-ui/tokens/breakpoints';
import { AsyncView, CardsSkeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { Section } from '../../shared/components/Section';
import { CatalogLotCard } from '../../shared/lot/CatalogLotCard';
import { SIMILAR_QUERY, type similarPath } from './lotQueries';

interface SimilarLotsProps {
  ctx: ShellContext;
  path: ReturnType<typeof similarPath>;
  title: string;
  tags: readonly PropertyTag[];
}

export function SimilarLots({ ctx, path, title, tags }: SimilarLotsProps) {
  const similar = useApiQuery(ctx.api, path, SIMILAR_QUERY);
  const { isMobile, isTablet } = useBreakpoint(widthForDevice(ctx.device.type));
  const perView = isMobile ? 1 : isTablet ? 2 : 3;
  if (similar.data?.length === 0) return null;
  return (
    <Section id="similar" title={title}>
      <AsyncView state={similar} loading={<CardsSkeleton count={perView} />}>
        {(lots) => (
          <Carousel label={title} slidesPerView={perView}>
            {lots.map((lot) => (
              <CatalogLotCard
                key={lot.id}
                ctx={ctx}
                lot={lot}
                tags={tags}
                imageSizes={isMobile ? '90vw' : isTablet ? '45vw' : '40rem'}
              />
            ))}
          </Carousel>
        )}
      </AsyncView>
    </Section>
  );
}
