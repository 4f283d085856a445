// Renders a page inside a router and a query cache, like the shell does, with the site head the shell provides
// (the context: shared-api/testing/testShell).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
} from 'react-router-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient, SiteHeadContext, type ShellContext } from '@estate/shared-api';
import { TEST_SITE } from '@estate/shared-api/testing/testShell';

/** Shows the current location, so a test can see where the page navigated (and whether it replaced the entry). */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-navigation={useNavigationType()}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/**
 * Renders `page(ctx, search, params)` at `url` inside a router and a query cache (fresh, or one a server prefetch
 * filled), with ctx.navigate wired to the router the way the shell does it.
 */
export function renderAt(
  url: string,
  path: string,
  page: (
    ctx: ShellContext,
    search: URLSearchParams,
    params: Record<string, string | undefined>,
  ) => ReactElement,
  ctx: ShellContext,
  queryClient: QueryClient = createQueryClient(),
) {
  function Host() {
    const navigate = useNavigate();
    const location = useLocation();
    const params = useParams();
    const wired = {
      ...ctx,
      navigate: (to: string, options?: { replace?: boolean }) => navigate(to, options),
    };
    return (
      <SiteHeadContext.Provider value={{ ...TEST_SITE, path: location.pathname }}>
        {page(wired, new URLSearchParams(location.search), params)}
      </SiteHeadContext.Provider>
    );
  }
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<Host />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
