import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { usePageData } from '../features/page-data/usePageData';

function ProjectPage({ ctx, params }: RemotePageProps) {
  const { data } = usePageData(
    () => ctx.api.get<Record<string, unknown>>(`/api/projects/${params.slug}/`),
    JSON.stringify({ city: ctx.city.slug, params }),
  );
  const item = data;
  return (
    <section style={{ padding: '4rem 2.4rem' }}>
      <h1>{String(item?.name ?? item?.title ?? '')}</h1>
    </section>
  );
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: ProjectPage };
export default page;
