// Residential (/projects) and commercial (/projects/commercial) projects of the city, filterable by class and
// completion year (facets disable what the other filter rules out); filters live in the URL.
import type { RemotePageProps } from '@estate/shared-api';
import type { ListSpecs, Paginated } from '@estate/shared-api/dto/common';
import type {
  ProjectCard as ProjectCardData,
  ProjectFacets,
  ProjectKind,
} from '@estate/shared-api/dto/projects';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { useApiGet } from '../../shared/api/useApiGet';
import { AsyncView } from '../../shared/components/AsyncView';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { ChipsFilter } from '../../shared/components/ChipsFilter';
import { Page } from '../../shared/components/Page';
import { PageTitle } from '@estate/shared-ui/components/PageTitle/PageTitle';
import { CardsSkeleton } from '../../shared/components/Skeleton';
import { multiOptions } from '../../shared/facets/facetOptions';
import { ProjectCard } from '../../shared/project/ProjectCard';
import styles from './ProjectsListView.module.css';

const FILTERS = ['class', 'completion_year'] as const;
/** cards whose pictures are on the first screen (two a row on desktop) */
const FIRST_SCREEN_CARDS = 2;

interface ProjectsListViewProps extends RemotePageProps {
  kind: ProjectKind;
}

export function ProjectsListView({ ctx, search, kind }: ProjectsListViewProps) {
  const base = kind === 'commercial' ? '/api/projects_commercial/' : '/api/projects/';
  const path = kind === 'commercial' ? '/projects/commercial' : '/projects';
  const title = kind === 'commercial' ? 'Коммерческие проекты' : 'Проекты';
  const chosen = { class: search.getAll('class'), completion_year: search.getAll('completion_year') };
  const query = { city: ctx.city.slug, ...chosen };
  const specs = useApiGet<ListSpecs>(ctx, `${base}specs/`);
  const facets = useApiGet<ProjectFacets>(ctx, `${base}facets/`, query);
  const projects = useApiGet<Paginated<ProjectCardData>>(ctx, base, { ...query, limit: 100 });

  const apply = (name: (typeof FILTERS)[number], values: string[]) => {
    const params = new URLSearchParams(search);
    params.delete(name);
    for (const value of values) params.append(name, value);
    const next = params.toString();
    ctx.navigate(next ? `${path}?${next}` : path);
  };
  const filtered = FILTERS.some((name) => chosen[name].length > 0);
  // the filters and the cards appear together, so chips arriving later never push the cards down
  const specsSettled = specs.data !== undefined || Boolean(specs.error);
  const list = specsSettled ? projects : { ...projects, data: undefined, error: null };

  return (
    <Page>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: title }]} />
      <PageTitle
        lead={
          kind === 'commercial'
            ? 'Помещения для магазина, офиса или ресторана в наших проектах'
            : 'Жилые комплексы с продуманными квартирами, дворами без машин и собственной инфраструктурой'
        }
        actions={
          <Button variant="outline" href={kind === 'commercial' ? '/projects' : '/projects/commercial'}>
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
                <ProjectCard ctx={ctx} project={project} lazy={index >= FIRST_SCREEN_CARDS} />
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </Page>
  );
}
