// A project page (product §2 /projects/{slug} and /projects/commercial/{slug}): gallery, description, lots on sale
// with links into the selection, the master plan, layouts, location with infrastructure and metro, construction
// progress, documents with the project declaration, sales offices, and the developer's name (214-FZ).
// The head names the project, shows its photo and describes it as a place with address and coordinates.
import { HOME_CRUMB, PageHead, useApiQuery, useSiteOrigin, type RemotePageProps } from '@estate/shared-api';
import type { ProjectKind } from '@estate/shared-api/dto/projects';
import { AsyncView, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { EditorialHtml } from '@estate/shared-ui/components/EditorialHtml/EditorialHtml';
import { Breadcrumbs } from '../../../shared/components/Breadcrumbs';
import { Page } from '../../../shared/components/Page';
import { PageTitle } from '@estate/shared-ui/components/PageTitle/PageTitle';
import { Section } from '../../../shared/components/Section';
import { cityIn } from '../../../shared/head/cityWords';
import { headImage } from '../../../shared/head/schema';
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { GenplanExplorer } from '../genplan/GenplanExplorer';
import { readGenplanState, writeGenplanState, type GenplanState } from '../genplan/genplanState';
import { DocumentsBlock } from './DocumentsBlock';
import { LayoutsBlock } from './LayoutsBlock';
import { LocationBlock } from './LocationBlock';
import { OfferLines } from './OfferLines';
import { OfficesBlock } from './OfficesBlock';
import { ProgressBlock } from './ProgressBlock';
import { ProjectHero } from './ProjectHero';
import { projectCrumbs, projectDescription, projectJsonLd, projectListCrumb, projectTitle } from './projectHead';
import { projectPath } from './projectQueries';
import styles from './ProjectView.module.css';

interface ProjectViewProps extends RemotePageProps {
  kind: ProjectKind;
}

const SECTIONS = [
  { id: 'about', label: 'О проекте' },
  { id: 'offer', label: 'В продаже' },
  { id: 'genplan', label: 'Генплан' },
  { id: 'layouts', label: 'Планировки' },
  { id: 'location', label: 'Расположение' },
  { id: 'progress', label: 'Ход строительства' },
  { id: 'documents', label: 'Документы' },
  { id: 'offices', label: 'Офисы продаж' },
] as const;

export function ProjectView({ ctx, params, search, kind }: ProjectViewProps) {
  const slug = params.slug ?? '';
  const origin = useSiteOrigin();
  const query = useApiQuery(ctx.api, slug ? projectPath(kind, slug) : null);
  // another project's data kept while this one loads is not this project
  const project = query.isPlaceholderData ? { ...query, data: undefined } : query;
  const genplan = readGenplanState(search);
  const onGenplan = (next: GenplanState) => {
    const query = writeGenplanState(search, next);
    ctx.navigate(`${sitePaths.project(kind, slug)}${query ? `?${query}` : ''}`);
  };
  const pendingTitle = kind === 'commercial' ? 'Коммерческий проект' : 'Проект';

  return (
    <Page>
      {project.data ? (
        <PageHead
          title={projectTitle(project.data, cityIn(ctx.city))}
          description={projectDescription(project.data)}
          image={headImage(project.data.image)}
          breadcrumbs={projectCrumbs(project.data)}
          structuredData={[projectJsonLd(project.data, ctx.city.title, origin)]}
        />
      ) : (
        <>
          <PageHead title={pendingTitle} breadcrumbs={[HOME_CRUMB, projectListCrumb(kind), { name: pendingTitle, path: sitePaths.project(kind, slug) }]} />
          <PageTitle>{pendingTitle}</PageTitle>
        </>
      )}
      <AsyncView state={project} loading={<Skeleton block />} errorText="Не удалось загрузить проект. Попробуйте ещё раз.">
        {(data) => (
          <>
            <Breadcrumbs items={projectCrumbs(data)} />
            <PageTitle lead={`${data.address} · ${data.district}`}>{data.name}</PageTitle>
            <ProjectHero ctx={ctx} project={data} />
            <nav aria-label="Разделы проекта" className={styles.sectionNav}>
              <ul>
                {SECTIONS.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
            <Section id="about" title="О проекте">
              <EditorialHtml html={data.description} webp={ctx.device.webp} />
              <p className={styles.developer}>
                Застройщик: {data.developer}.{' '}
                <a href={data.declaration_url} target="_blank" rel="noopener noreferrer">
                  Проектная декларация на наш.дом.рф
                </a>
              </p>
            </Section>
            <Section id="offer" title="В продаже" more={{ href: sitePaths.projectSelection(kind, data.slug), label: 'Все лоты проекта' }}>
              {data.offer_all.length > 0 ? <OfferLines kind={kind} slug={data.slug} lines={data.offer_all} /> : <p className={styles.muted}>Продажи скоро начнутся.</p>}
            </Section>
            <Section id="genplan" title="Генплан">
              <GenplanExplorer ctx={ctx} slug={data.slug} state={genplan} onChange={onGenplan} />
            </Section>
            <Section id="layouts" title="Планировки">
              <LayoutsBlock ctx={ctx} slug={data.slug} />
            </Section>
            <Section id="location" title="Расположение">
              <LocationBlock ctx={ctx} project={data} />
            </Section>
            <Section id="progress" title="Ход строительства">
              <ProgressBlock ctx={ctx} slug={data.slug} />
            </Section>
            <Section id="documents" title="Документы">
              <DocumentsBlock ctx={ctx} slug={data.slug} />
            </Section>
            <Section id="offices" title="Офисы продаж">
              <OfficesBlock ctx={ctx} slug={data.slug} />
            </Section>
          </>
        )}
      </AsyncView>
    </Page>
  );
}
