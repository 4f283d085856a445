// A project page (SPEC §2 /projects/{slug} and /projects/commercial/{slug}): gallery, description, lots on sale
// with links into the selection, the master plan, layouts, location with infrastructure and metro, construction
// progress, documents with the project declaration, sales offices, and the developer's name (214-FZ).
import type { RemotePageProps } from '@estate/shared-api';
import type { ProjectDetail, ProjectKind } from '@estate/shared-api/dto/projects';
import { useApiGet } from '../../../shared/api/useApiGet';
import { AsyncView } from '../../../shared/components/AsyncView';
import { ApiHtml } from '../../../shared/components/ApiHtml';
import { Breadcrumbs } from '../../../shared/components/Breadcrumbs';
import { Page } from '../../../shared/components/Page';
import { PageTitle } from '@estate/shared-ui/components/PageTitle/PageTitle';
import { Section } from '../../../shared/components/Section';
import { Skeleton } from '../../../shared/components/Skeleton';
import { projectHref, projectSelectionHref } from '../../../shared/project/projectHref';
import { useDocumentTitle } from '../../../shared/useDocumentTitle';
import { GenplanExplorer } from '../../genplan/GenplanExplorer';
import { readGenplanState, writeGenplanState, type GenplanState } from '../../genplan/genplanState';
import { DocumentsBlock } from './DocumentsBlock';
import { LayoutsBlock } from './LayoutsBlock';
import { LocationBlock } from './LocationBlock';
import { OfferLines } from './OfferLines';
import { OfficesBlock } from './OfficesBlock';
import { ProgressBlock } from './ProgressBlock';
import { ProjectHero } from './ProjectHero';
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
  const base = kind === 'commercial' ? '/api/projects_commercial/' : '/api/projects/';
  const project = useApiGet<ProjectDetail>(ctx, slug ? `${base}${encodeURIComponent(slug)}/` : null);
  useDocumentTitle(project.data ? `${project.data.name} — ${kind === 'commercial' ? 'коммерческий проект' : 'жилой комплекс'}` : null);
  const genplan = readGenplanState(search);
  const onGenplan = (next: GenplanState) => {
    const query = writeGenplanState(search, next);
    ctx.navigate(`${projectHref(kind, slug)}${query ? `?${query}` : ''}`);
  };
  const listTitle = kind === 'commercial' ? 'Коммерческие проекты' : 'Проекты';

  return (
    <Page>
      {!project.data && <PageTitle>{kind === 'commercial' ? 'Коммерческий проект' : 'Проект'}</PageTitle>}
      <AsyncView state={project} loading={<Skeleton block />} errorText="Не удалось загрузить проект. Попробуйте ещё раз.">
        {(data) => (
          <>
            <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: listTitle, href: kind === 'commercial' ? '/projects/commercial' : '/projects' }, { label: data.name }]} />
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
              <ApiHtml html={data.description} />
              <p className={styles.developer}>
                Застройщик: {data.developer}.{' '}
                <a href={data.declaration_url} target="_blank" rel="noopener noreferrer">
                  Проектная декларация на наш.дом.рф
                </a>
              </p>
            </Section>
            <Section id="offer" title="В продаже" more={{ href: projectSelectionHref(kind, data.slug), label: 'Все лоты проекта' }}>
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
