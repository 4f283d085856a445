import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { usePageData } from '../features/page-data/usePageData';

function PurchasePage({ ctx }: RemotePageProps) {
  const { data } = usePageData(
    () =>
      ctx.api.get<{ count?: number; results: Array<Record<string, unknown>> }>(
        '/api/purchase_methods_pages/',
        { query: { city: ctx.city.slug } },
      ),
    JSON.stringify({ city: ctx.city.slug }),
  );
  return (
    <section style={{ padding: '4rem 2.4rem' }}>
      <h1>{'Способы покупки'}</h1>
      <ul>
        {(data?.results ?? []).map((item) => (
          <li key={String(item.id ?? item.slug)}>{String(item.name ?? item.title ?? item.slug)}</li>
        ))}
      </ul>
    </section>
  );
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: PurchasePage };
export default page;
