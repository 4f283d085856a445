// The route's own title and description (routeTable), for whatever the shell shows in the page's
// place: the region while it loads or failed, an error page, and pages of remotes still on contract 1.
// Contract 2 pages render their own PageHead instead: one title at a time.
import { useLocation } from 'react-router-dom';
import { HOME_CRUMB, PageHead } from '@estate/shared-api';
import { matchRoute } from '../../routes/resolveRoute';
import { useFrame } from '../../state/frame';
import { pageDescription } from './pageMeta';

export function RouteHead({ title }: { title?: string }) {
  const { pathname } = useLocation();
  const { city } = useFrame();
  const route = matchRoute(pathname)?.route ?? null;
  const name = title ?? route?.title ?? 'Ошибка';
  return (
    <PageHead
      title={name}
      description={pageDescription(route, city)}
      breadcrumbs={pathname === '/' ? [HOME_CRUMB] : [HOME_CRUMB, { name, path: pathname }]}
    />
  );
}
