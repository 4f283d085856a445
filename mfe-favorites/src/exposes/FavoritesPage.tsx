import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { FavoritesView, prefetchFavorites } from '../features/favorites-page/FavoritesView';

function FavoritesPage({ ctx }: RemotePageProps) {
  return <FavoritesView ctx={ctx} />;
}

const page: RemotePage = { contractVersion: CONTRACT_VERSION, Component: FavoritesPage, prefetch: prefetchFavorites };
export default page;
