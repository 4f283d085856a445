// The route's own title and description (routeTable), for whatever the shell shows in the page's
// place: the region while it loads or failed, an error page, and pages of remotes still on contract 1.
// Contract 2 pages render their own PageHead instead: one title at a time. The title names the site and the
// city (every city host has the route); an error page is not indexed.
import { useLocation } from 'react-router-dom';
import { HOME_CRUMB, PageHead, titleInCity } from '@estate/shared-api';
import { matchRoute } from '../../routes/resolveRoute';
import { useFrame } from '../../state/frame';
import { BRAND_NAME } from '../brand/brand';
import { pageDescription } from './pageMeta';

const ERROR_TITLE = 'Ошибка';

export function RouteHead({ error = false }: { error?: boolean }) {
  const { pathname } = useLocation();
  const { city } = useFrame();
  const route = error ? null : (matchRoute(pathname)?.route ?? null);
  if (!route) {
    return <PageHead title={ERROR_TITLE} description={pageDescription(null, city)} breadcrumbs={[HOME_CRUMB]} noindex />;
  }
  return (
    <PageHead
      title={titleInCity(route.title, BRAND_NAME, city.title)}
      description={pageDescription(route, city)}
      breadcrumbs={pathname === '/' ? [HOME_CRUMB] : [HOME_CRUMB, { name: route.title, path: pathname }]}
    />
  );
}
