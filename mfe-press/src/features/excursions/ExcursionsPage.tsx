// /excursions: the city's excursions (to show flats, show rooms and building sites), filtered by project when
// there are several, each bookable through the forms remote's ExcursionForm widget.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { useMemo, useState } from 'react';
import { apiQuery, endpoints, HOME_CRUMB, PageHead, titleInCity, useApiQuery, useSiteHead, type PagePrefetch, type RemotePageProps } from '@estate/shared-api';
import type { Excursion } from '@estate/shared-api/dto/offices';
import { NeedsJavaScript } from '@estate/shared-ui/components/NeedsJavaScript/NeedsJavaScript';
import { Tabs } from '@estate/shared-ui/components/Tabs/Tabs';
import { centralSalesOffice } from '../../shared/base/readBaseData';
import { formatPhone, telHref } from '@estate/shared-ui/format/phone';
import { Page, PageHeading } from '../../shared/layout/Page';
import { Empty, LoadError, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { ExcursionBooking } from './ExcursionBooking';
import { ExcursionCard } from './ExcursionCard';
import styles from './ExcursionsPage.module.css';

export const EXCURSIONS_TITLE = 'Экскурсии';
export const EXCURSIONS_LEAD = 'Покажем квартиры, шоу-рум и строительную площадку. Выберите экскурсию и удобное время.';
export const EMPTY_EXCURSIONS_TEXT = 'Экскурсий пока нет';
export const ALL_PROJECTS = 'Все проекты';
/** The booking form needs scripts: with them off the page says so (and gives the phone). */
export const NO_SCRIPT_BOOKING_TEXT = 'Чтобы записаться на экскурсию онлайн, включите JavaScript в браузере или позвоните нам';
const ALL = 'all';
const EXCURSIONS_LIMIT = 50;

const excursionsQuery = (city: string) => ({ city, limit: EXCURSIONS_LIMIT });

export const prefetchExcursions: PagePrefetch = ({ api, city, queryClient }) =>
  queryClient.prefetchQuery(apiQuery(api, endpoints.excursions.list(), excursionsQuery(city)));

export function ExcursionsPage({ ctx }: RemotePageProps) {
  const excursions = useApiQuery(ctx.api, endpoints.excursions.list(), excursionsQuery(ctx.city.slug));
  const [project, setProject] = useState(ALL);
  const [booking, setBooking] = useState<Excursion | null>(null);

  const list = useMemo(() => excursions.data?.results ?? [], [excursions.data]);
  const projects = useMemo(() => {
    const seen = new Map<string, string>();
    for (const item of list) seen.set(item.project.slug, item.project.name);
    return [...seen].map(([id, label]) => ({ id, label }));
  }, [list]);
  const shown = project === ALL ? list : list.filter((item) => item.project.slug === project);
  const central = centralSalesOffice(ctx.baseData);
  const site = useSiteHead();

  const excursionList = (
    <>
      {!excursions.data && excursions.error ? <LoadError onRetry={() => void excursions.refetch()} /> : null}
      {!excursions.data && !excursions.error ? <Skeleton lines={5} /> : null}
      {excursions.data && shown.length === 0 ? <Empty text={EMPTY_EXCURSIONS_TEXT} /> : null}
      {shown.length > 0 ? (
        <ul className={styles.list}>
          {shown.map((excursion, index) => (
            <li key={excursion.id}>
              <ExcursionCard excursion={excursion} webp={ctx.device.webp} lazy={index > 0} onBook={setBooking} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );

  return (
    <Page>
      <PageHead
        title={titleInCity(EXCURSIONS_TITLE, site.name, ctx.city.title)}
        description={`${EXCURSIONS_LEAD} ${ctx.city.title}.`}
        breadcrumbs={[HOME_CRUMB, { name: EXCURSIONS_TITLE, path: sitePaths.excursions() }]}
      />
      <PageHeading title={EXCURSIONS_TITLE} lead={EXCURSIONS_LEAD} />
      <NeedsJavaScript>
        {NO_SCRIPT_BOOKING_TEXT}
        {central ? (
          <>
            : <a href={telHref(central.phone_number)}>{formatPhone(central.phone_number)}</a>
          </>
        ) : null}
        .
      </NeedsJavaScript>
      {projects.length > 1 ? (
        <Tabs
          tabs={[{ id: ALL, label: ALL_PROJECTS }, ...projects]}
          label="Проекты"
          value={project}
          onChange={setProject}
          variant="pills"
          panelClassName={styles.filtered}
        >
          {excursionList}
        </Tabs>
      ) : (
        excursionList
      )}
      <ExcursionBooking ctx={ctx} excursion={booking} onClose={() => setBooking(null)} />
    </Page>
  );
}
