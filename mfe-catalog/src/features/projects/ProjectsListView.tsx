// Residential (/projects) and commercial (/projects/commercial) projects of the city, filterable by class and
// completion year (facets disable what the other filter rules out); filters live in the URL. Rendered on the server
// with its data (projectListQueries).
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { HOME_CRUMB, PageHead, useApiQuery, type RemotePageProps } from '@estate/shared-api';
import type { ProjectKind } from '@estate/shared-api/dto/projects';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { AsyncView, CardsSkeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { ChipsFilter } from '../../shared/components/ChipsFilter';
import { Page } from '../../shared/components/Page';
import { PageTitle } from '@estate/shared-ui/components/PageTitle/PageTitle';
import { multiOptions } from '../../shared/facets/facetOptions';
import { countOf, NOUNS } from '@estate/shared-ui/format/plural';
import { cityIn } from '../../shared/head/cityWords';
import { headImage } from '../../shared/head/schema';
import { ProjectCard } from '../../shared/project/ProjectCard';
import { chosenFilters, PROJECT_FILTERS as FILTERS, projectListRequests, type ProjectFilter } from './projectListQueries';
import styles from './ProjectsListView.module.css';
/** cards whose pictures are on the first screen (two a row on desktop) */
const FIRST_SCREEN_CARDS = 2;

interface ProjectsListViewProps extends RemotePageProps {
  kind: ProjectKind;
}

function listDescription(kind: ProjectKind, cityIn: string, count: number | undefined): string {
  const what = count ? countOf(count, kind === 'commercial' ? NOUNS.project : NOUNS.complex) : kind === 'commercial' ? 'Коммерческие проекты' : 'Жилые комплексы';
  return kind === 'commercial'
    ? `${what} ${cityIn} от застройщика: помещения для магазина, офиса или ресторана, цены и сроки сдачи.`
    : `${what} ${cityIn} от застройщика: расположение, сроки сдачи, планировки и цены квартир.`;
}

export function ProjectsListView({ ctx, search, kind }: ProjectsListViewProps) {
  const path = sitePaths.projects(kind);
  const title = kind === 'commercial' ? 'Коммерческие проекты' : 'Проекты';
  const chosen = chosenFilters(search);
  const requests = projectListRequests(kind, ctx.city.slug, chosen);
  const specs = useApiQuery(ctx.api, requests.specs.path, requests.specs.query);
  const facets = useApiQuery(ctx.api, requests.facets.path, requests.facets.query);
  const projects = useApiQuery(ctx.api, requests.projects.path, requests.projects.query);

  const apply = (name: ProjectFilter, values: string[]) => {
    const params = new URLSearchParams(search);
    params.delete(name);
    for (const value of values) params.append(name, value);
    const next = params.toString();
    ctx.navigate(next ? `${path}?${next}` : path);
  };
  const filtered = FILTERS.some((name) => chosen[name].length > 0);
  // the filters and the cards appear together, so chips arriving later never push the cards down
  const specsSettled = specs.data !== undefined || specs.isError;
  const list = specsSettled ? projects : { ...projects, data: undefined, isError: false };

  return (
    <Page>
      <PageHead
        title={`${kind === 'commercial' ? 'Коммерческие проекты' : 'Жилые комплексы'} ${cityIn(ctx.city)}`}
        description={listDescription(kind, cityIn(ctx.city), projects.data?.count)}
        image={headImage(projects.data?.results[0]?.image)}
        breadcrumbs={[HOME_CRUMB, { name: title, path }]}
      />
      <Breadcrumbs items={[HOME_CRUMB, { name: title, path }]} />
      <PageTitle
        lead={
          kind === 'commercial'
            ? 'Помещения для магазина, офиса или ресторана в наших проектах'
            : 'Жилые комплексы с продуманными квартирами, дворами без машин и собственной инфраструктурой'
        }
        actions={
          <Button variant="outline" href={sitePaths.projects(kind === 'commercial' ? 'residential' : 'commercial')}>
            {kind === 'commercial' ? 'Жилые проекты' : 'Коммерческие проекты'}
          </Button>
        }
      >
        {title}
      </PageTitle>
      {list.data !== undefined && (
        <div className={styles.filters}>
          {FILTERS.map((name) => {
            const spec = specs.data?.filters.find((filter) => filter.name === name);
            if (!spec) return null;
            const { options, allowed } = multiOptions(spec, facets.data?.options[name], chosen[name]);
            return (
              <ChipsFilter
                key={name}
                label={spec.label}
                options={options}
                allowed={allowed}
                value={chosen[name]}
                onChange={(values) => apply(name, values)}
              />
            );
          })}
        </div>
      )}
      <AsyncView
        state={list}
        loading={<CardsSkeleton count={4} />}
        isEmpty={(data) => data.results.length === 0}
        emptyText={filtered ? 'Нет проектов с такими условиями.' : 'Проекты этого города скоро появятся.'}
      >
        {(data) => (
          <ul className={styles.grid}>
            {data.results.map((project, index) => (
              <li key={project.id}>
                <ProjectCard ctx={ctx} project={project} lazy={index >= FIRST_SCREEN_CARDS} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </Page>
  );
}
