import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { usePageData } from '../features/page-data/usePageData';

function SelectionsPage({ ctx }: RemotePageProps) {
  const { data } = usePageData(
    () =>
      ctx.api.get<{ count: number; results: Array<Record<string, unknown>> }>('/api/flats/', {
        query: { city: ctx.city.slug, limit: 12 },
      }),
    JSON.stringify({ city: ctx.city.slug }),
  );
  return (
    <section style={{ padding: '4rem 2.4rem' }}>
      <h1>{'Подбор недвижимости'}</h1>
      <p data-testid="result-count">{data ? `Найдено: ${data.count}` : ''}</p>
    </section>
  );
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: SelectionsPage };
export default page;
