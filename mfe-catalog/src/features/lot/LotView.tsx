// A lot's page (product §2 /flats/{id} and /commercials/{id}): pictures, facts, price and buying, the viewing request
// (mfe-forms), mortgage calculator, the project's legal facts (214-FZ: developer and project declaration) and similar
// lots. The visit is recorded.
// The head names the lot (title, layout picture, Product with its Offer).
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { Link } from 'react-router-dom';
import { HOME_CRUMB, PageHead, useApiQuery, useSiteOrigin, type ShellContext } from '@estate/shared-api';
import type { LotDetail } from '@estate/shared-api/dto/lots';
import { baseDataOf } from '../../shared/api/baseData';
import { AsyncView, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { Badge } from '@estate/shared-ui/components/Badge/Badge';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { Page } from '../../shared/components/Page';
import { PageTitle } from '@estate/shared-ui/components/PageTitle/PageTitle';
import { Section } from '../../shared/components/Section';
import { cityIn } from '../../shared/head/cityWords';
import { MortgageCalculator } from '../../shared/mortgage/MortgageCalculator';
import { lotFacts, lotHeading } from '../../shared/lot/lotFacts';
import { LotFactsList } from './LotFactsList';
import { LotGallery } from './LotGallery';
import { lotCrumbs, lotDescription, lotImage, lotJsonLd, lotProjectHref, lotTitle } from './lotHead';
import { LotPriceBox } from './LotPriceBox';
import { isLotId, lotPath, similarPath, type LotPageKind } from './lotQueries';
import { LotPriceHistory } from './LotPriceHistory';
import { LotViewingSlot } from './LotViewingSlot';
import { SimilarLots } from './SimilarLots';
import { useRecordView } from './useRecordView';
import styles from './LotView.module.css';

interface LotViewProps {
  ctx: ShellContext;
  id: string | undefined;
  endpoint: LotPageKind;
  /** the heading while the lot loads or fails: the route's title */
  fallbackTitle: string;
}

function LotHead({ lot, city }: { lot: LotDetail; city: string }) {
  const origin = useSiteOrigin();
  return (
    <PageHead
      title={lotTitle(lot, city)}
      description={lotDescription(lot)}
      type="product"
      image={lotImage(lot)}
      breadcrumbs={lotCrumbs(lot)}
      structuredData={[lotJsonLd(lot, origin)]}
    />
  );
}

export function LotView({ ctx, id, endpoint, fallbackTitle }: LotViewProps) {
  const query = useApiQuery(ctx.api, isLotId(id) ? lotPath(endpoint, id) : null);
  // another lot's data kept while this one loads is not this lot
  const lot = query.isPlaceholderData ? { ...query, data: undefined } : query;
  useRecordView(ctx, lot.data?.id ?? null);
  const tags = baseDataOf(ctx)?.property_tags ?? [];

  return (
    <Page>
      {lot.data ? (
        <LotHead lot={lot.data} city={cityIn(ctx.city)} />
      ) : (
        <>
          <PageHead
            title={fallbackTitle}
            breadcrumbs={[
              HOME_CRUMB,
              { name: fallbackTitle, path: `/${endpoint === 'flats' ? 'flats' : 'commercials'}/${id ?? ''}` },
            ]}
          />
          <PageTitle>{fallbackTitle}</PageTitle>
        </>
      )}
      <AsyncView
        state={lot}
        loading={<Skeleton block />}
        errorText="Не удалось загрузить лот. Попробуйте ещё раз."
      >
        {(data) => (
          <>
            <Breadcrumbs items={lotCrumbs(data)} />
            <PageTitle lead={`${data.project.name} · ${data.building.name} · ${data.address}`}>
              {lotHeading(data)}
            </PageTitle>
            <div className={styles.top}>
              <div className={styles.main}>
                <LotGallery ctx={ctx} lot={data} />
              </div>
              <LotPriceBox
                ctx={ctx}
                lot={data}
                printHref={endpoint === 'flats' ? sitePaths.flatPrint(data.id) : null}
              />
            </div>
            <Section id="facts" title="Характеристики">
              <LotFactsList facts={lotFacts(data)} />
              {data.features.length > 0 && (
                <ul className={styles.features} aria-label="Особенности">
                  {data.features.map((feature) => (
                    <li key={feature.value}>
                      <Badge tone="accent">{feature.label}</Badge>
                    </li>
                  ))}
                </ul>
              )}
              {data.finishing_description && <p className={styles.finishing}>{data.finishing_description}</p>}
            </Section>
            <LotPriceHistory ctx={ctx} endpoint={endpoint} lotId={data.id} />
            {data.status !== 'sold' && <LotViewingSlot ctx={ctx} lot={data} />}
            <Section id="mortgage" title="Ипотека" tone="surface">
              <MortgageCalculator ctx={ctx} price={data.price} limit={3} />
            </Section>
            <Section id="project" title="О проекте">
              <div className={styles.legal}>
                <p>
                  <Link to={lotProjectHref(data)} className={styles.projectLink}>
                    {data.project.name}
                  </Link>
                  {data.project_class ? ` · ${data.project_class}` : ''} · {data.address}
                </p>
                <p>Застройщик: {data.developer}</p>
                <p>
                  <a
                    href={data.declaration_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.declaration}
                  >
                    Проектная декларация на наш.дом.рф
                  </a>
                </p>
              </div>
            </Section>
            <SimilarLots
              ctx={ctx}
              path={similarPath(endpoint, data.id)}
              title={data.kind === 'commercial' ? 'Похожие помещения' : 'Похожие квартиры'}
              tags={tags}
            />
          </>
        )}
      </AsyncView>
    </Page>
  );
}
