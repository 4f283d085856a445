// A lot's page (SPEC §2 /flats/{id} and /commercials/{id}): pictures, facts, price and buying, mortgage calculator,
// the project's legal facts (214-FZ: developer and project declaration) and similar lots. The visit is recorded.
import { Link } from 'react-router-dom';
import type { ShellContext } from '@estate/shared-api';
import type { LotDetail } from '@estate/shared-api/dto/lots';
import { useApiGet } from '../../shared/api/useApiGet';
import { baseDataOf } from '../../shared/api/baseData';
import { AsyncView } from '../../shared/components/AsyncView';
import { Badge } from '../../shared/components/Badge';
import { Breadcrumbs, type Crumb } from '../../shared/components/Breadcrumbs';
import { Page } from '../../shared/components/Page';
import { PageTitle } from '@estate/shared-ui/components/PageTitle/PageTitle';
import { Section } from '../../shared/components/Section';
import { Skeleton } from '../../shared/components/Skeleton';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { MortgageCalculator } from '../mortgage/MortgageCalculator';
import { lotFacts, lotHeading } from './lotFacts';
import { LotFactsList } from './LotFactsList';
import { LotGallery } from './LotGallery';
import { LotPriceBox } from './LotPriceBox';
import { SimilarLots } from './SimilarLots';
import { useRecordView } from './useRecordView';
import styles from './LotView.module.css';

export type LotPageKind = 'flats' | 'commercial';

interface LotViewProps {
  ctx: ShellContext;
  id: string | undefined;
  endpoint: LotPageKind;
  /** the heading while the lot loads or fails: the route's title */
  fallbackTitle: string;
}

function selectionCrumb(lot: LotDetail): Crumb {
  if (lot.kind === 'commercial') return { label: 'Коммерческие помещения', href: '/selections/commercial' };
  if (lot.kind === 'apartment') return { label: 'Апартаменты', href: '/selections/flat?is_apartment=true' };
  return { label: 'Квартиры', href: '/selections/flat' };
}

export function LotView({ ctx, id, endpoint, fallbackTitle }: LotViewProps) {
  const lot = useApiGet<LotDetail>(ctx, id ? `/api/${endpoint}/${id}/` : null);
  useRecordView(ctx, lot.data?.id ?? null);
  useDocumentTitle(lot.data ? `${lotHeading(lot.data)} — ${lot.data.project.name}` : null);
  const tags = baseDataOf(ctx)?.property_tags ?? [];

  return (
    <Page>
      {!lot.data && <PageTitle>{fallbackTitle}</PageTitle>}
      <AsyncView state={lot} loading={<Skeleton block />} errorText="Не удалось загрузить лот. Попробуйте ещё раз.">
        {(data) => (
          <>
            <Breadcrumbs items={[{ label: 'Главная', href: '/' }, selectionCrumb(data), { label: data.project.name, href: projectHref(data) }, { label: lotHeading(data) }]} />
            <PageTitle lead={`${data.project.name} · ${data.building.name} · ${data.address}`}>{lotHeading(data)}</PageTitle>
            <div className={styles.top}>
              <div className={styles.main}>
                <LotGallery ctx={ctx} lot={data} />
              </div>
              <LotPriceBox ctx={ctx} lot={data} printHref={endpoint === 'flats' ? `/flats/print/${data.id}` : null} />
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
            <Section id="mortgage" title="Ипотека" tone="surface">
              <MortgageCalculator ctx={ctx} price={data.price} limit={3} />
            </Section>
            <Section id="project" title="О проекте">
              <div className={styles.legal}>
                <p>
                  <Link to={projectHref(data)} className={styles.projectLink}>
                    {data.project.name}
                  </Link>
                  {data.project_class ? ` · ${data.project_class}` : ''} · {data.address}
                </p>
                <p>Застройщик: {data.developer}</p>
                <p>
                  <a href={data.declaration_url} target="_blank" rel="noopener noreferrer" className={styles.declaration}>
                    Проектная декларация на наш.дом.рф
                  </a>
                </p>
              </div>
            </Section>
            <SimilarLots ctx={ctx} path={`/api/${endpoint}/${data.id}/similar/`} title={data.kind === 'commercial' ? 'Похожие помещения' : 'Похожие квартиры'} tags={tags} />
          </>
        )}
      </AsyncView>
    </Page>
  );
}

function projectHref(lot: LotDetail): string {
  return lot.kind === 'commercial' ? `/projects/commercial/${lot.project.slug}` : `/projects/${lot.project.slug}`;
}
