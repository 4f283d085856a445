import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { usePageData } from '../features/page-data/usePageData';

function CommercialPage({ ctx, params }: RemotePageProps) {
  const { data } = usePageData(
    () => ctx.api.get<Record<string, unknown>>(`/api/commercial/${params.id}/`),
    JSON.stringify({ city: ctx.city.slug, params }),
  );
  const item = data;
  return (
    <section style={{ padding: '4rem 2.4rem' }}>
      <h1>{item ? `Лот № ${String(item.id)}` : ''}</h1>
      <p>{item ? `${String(item.area)} м² · ${String(item.price)} ₽` : ''}</p>
    </section>
  );
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: CommercialPage };
export default page;
