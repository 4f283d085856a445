// Lots like this one (same type, near in price), as a carousel of cards.
import { useApiQuery, type ShellContext } from '@estate/shared-api';
import type { PropertyTag } from '@estate/shared-api/dto/baseData';
import { Carousel } from '@estate/shared-ui/components/Carousel/Carousel';
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

const PER_VIEW = { mobile: 1, tablet: 2, desktop: 3 };

export function SimilarLots({ ctx, path, title, tags }: SimilarLotsProps) {
  const similar = useApiQuery(ctx.api, path, SIMILAR_QUERY);
  if (similar.data?.length === 0) return null;
  return (
    <Section id="similar" title={title}>
      <AsyncView state={similar} loading={<CardsSkeleton count={3} />}>
        {(lots) => (
          <Carousel label={title} slidesPerView={PER_VIEW}>
            {lots.map((lot) => (
              <CatalogLotCard
                key={lot.id}
                ctx={ctx}
                lot={lot}
                tags={tags}
                imageSizes="(max-width: 767px) 90vw, (max-width: 1279px) 45vw, 40rem"
              />
            ))}
          </Carousel>
        )}
      </AsyncView>
    </Section>
  );
}
