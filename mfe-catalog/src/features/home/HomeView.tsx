// The home page (product §2 /): hero, links by room count with the base data counts, ready-made selections,
// the city's projects, promotions and the press teaser. Rendered on the server with its data (homeQueries).
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { endpoints, HOME_CRUMB, PageHead, useApiQuery, type RemotePageProps } from '@estate/shared-api';
import { baseDataOf } from '../../shared/api/baseData';
import { AsyncView, CardsSkeleton, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { Page } from '../../shared/components/Page';
import { Section } from '../../shared/components/Section';
import { cityIn } from '../../shared/head/cityWords';
import { headImage } from '../../shared/head/schema';
import { ProjectCard } from '../../shared/project/ProjectCard';
import { HOME_TITLE, HomeHero } from './HomeHero';
import { homeRequests } from './homeQueries';
import { PressTeaser } from './PressTeaser';
import { PromoStrip } from './PromoStrip';
import { RoomLinks } from './RoomLinks';
import { SelectionCards } from './SelectionCards';
import styles from './HomeView.module.css';

function homeDescription(cityIn: string, subtitle: string | undefined): string {
  // the city first: a long subtitle after it is what gets cut
  const offer = `Новостройки ${cityIn} от застройщика: квартиры, апартаменты, коммерческие помещения, машино-места и кладовые.`;
  return subtitle ? `${offer} ${subtitle.replace(/[.!]+$/, '')}.` : offer;
}

export function HomeView({ ctx }: RemotePageProps) {
  const city = ctx.city.slug;
  const requests = homeRequests(city);
  const main = useApiQuery(ctx.api, requests.main.path, requests.main.query);
  const baseCounts = baseDataOf(ctx)?.property_count_fields ?? null;
  const fetchedCounts = useApiQuery(ctx.api, baseCounts ? null : endpoints.content.propertiesCount(), { city });
  const counts = baseCounts ?? fetchedCounts.data ?? null;
  const projects = useApiQuery(ctx.api, requests.projects.path, requests.projects.query);

  return (
    <Page>
      <PageHead
        title={`${HOME_TITLE} ${cityIn(ctx.city)}`}
        description={homeDescription(cityIn(ctx.city), main.data?.subtitle)}
        image={headImage(main.data?.slides[0]?.image ?? projects.data?.results[0]?.image)}
        breadcrumbs={[HOME_CRUMB]}
      />
      <HomeHero ctx={ctx} page={main.data} />
      <Section id="rooms" title="Что вы ищете" tone="surface">
        {counts ? <RoomLinks counts={counts} /> : <Skeleton lines={4} />}
      </Section>
      <Section id="selections" title="Готовые подборки" more={{ href: sitePaths.selection('flat'), label: 'Все квартиры' }}>
        <SelectionCards ctx={ctx} />
      </Section>
      <Section id="projects" title="Проекты" more={{ href: sitePaths.projects(), label: 'Все проекты' }}>
        <AsyncView state={projects} loading={<CardsSkeleton count={3} />} isEmpty={(data) => data.results.length === 0} emptyText="Проекты этого города скоро появятся.">
          {(data) => (
            <ul className={styles.projects}>
              {data.results.map((project) => (
                <li key={project.id}>
                  <ProjectCard ctx={ctx} project={project} />
                </li>
              ))}
            </ul>
          )}
        </AsyncView>
      </Section>
      {main.data && main.data.advantages.length > 0 && (
        <Section id="advantages" title="Почему мы">
          <ul className={styles.advantages}>
            {main.data.advantages.map((advantage) => (
              <li key={advantage.title} className={styles.advantage}>
                <h3 className={styles.advantageTitle}>{advantage.title}</h3>
                <p className={styles.advantageText}>{advantage.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <PromoStrip ctx={ctx} />
      <PressTeaser ctx={ctx} />
    </Page>
  );
}
