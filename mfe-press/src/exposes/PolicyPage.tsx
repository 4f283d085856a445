import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { usePageData } from '../features/page-data/usePageData';

function PolicyPage({ ctx }: RemotePageProps) {
  const { data } = usePageData(
    () => ctx.api.get<Record<string, unknown>>('/api/personal_data_agreement/'),
    JSON.stringify({ city: ctx.city.slug }),
  );
  const item = data;
  return (
    <section style={{ padding: '4rem 2.4rem' }}>
      <h1>{'Политика обработки персональных данных'}</h1>
      <p>{String(item?.text ?? item?.description ?? '')}</p>
    </section>
  );
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: PolicyPage };
export default page;
