import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { usePageData } from '../features/page-data/usePageData';

function PressPage({ ctx, search }: RemotePageProps) {
  const { data } = usePageData(
    () =>
      ctx.api.get<{ count?: number; results: Array<Record<string, unknown>> }>('/api/publications/', {
        query: { city: ctx.city.slug, type: search.get('type') ?? 'news', for_owners: false, limit: 9 },
      }),
    JSON.stringify({ city: ctx.city.slug, search: search.toString() }),
  );
  return (
    <section style={{ padding: '4rem 2.4rem' }}>
      <h1>{'Пресс-центр'}</h1>
      <ul>
        {(data?.results ?? []).map((item) => (
          <li key={String(item.id ?? item.slug)}>{String(item.name ?? item.title ?? item.slug)}</li>
        ))}
      </ul>
    </section>
  );
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: PressPage };
export default page;
