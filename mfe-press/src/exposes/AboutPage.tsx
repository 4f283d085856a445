import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { usePageData } from '../features/page-data/usePageData';

function AboutPage({ ctx }: RemotePageProps) {
  const { data } = usePageData(
    () => ctx.api.get<Record<string, unknown>>('/api/company/'),
    JSON.stringify({ city: ctx.city.slug }),
  );
  const item = data;
  return (
    <section style={{ padding: '4rem 2.4rem' }}>
      <h1>{'О компании'}</h1>
      <p>{String(item?.text ?? item?.description ?? '')}</p>
    </section>
  );
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: AboutPage };
export default page;
