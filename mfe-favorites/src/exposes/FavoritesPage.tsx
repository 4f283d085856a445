import { type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { FavoritesView } from '../features/favorites-page/FavoritesView';

function FavoritesPage({ ctx }: RemotePageProps) {
  return <FavoritesView ctx={ctx} />;
}

const page: RemotePage = { contractVersion: 1 /* not migrated to contract 2 yet: the shell gives the route's title */, Component: FavoritesPage };
export default page;
