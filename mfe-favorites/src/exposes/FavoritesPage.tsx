import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { usePageData } from '../features/page-data/usePageData';

function FavoritesPage({ ctx }: RemotePageProps) {
  const { data } = usePageData(
    () =>
      ctx.api.get<Record<string, unknown>>('/api/favorites/statistics/', { query: { city: ctx.city.slug } }),
    JSON.stringify({ city: ctx.city.slug }),
  );
  return (
    <section style={{ padding: '4rem 2.4rem' }}>
      <h1>{'Избранное'}</h1>
      <p>{data ? `Объектов: ${(data.property_ids as unknown[] | undefined)?.length ?? 0}` : ''}</p>
    </section>
  );
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: FavoritesPage };
export default page;
