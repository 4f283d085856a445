// Renders the current location: resolves it like the server did (middleware, match, validity check), loads the
// remote page before swapping (page transition "page", out-in), drives the loading bar, and moves the focus to the
// new page's heading, announcing it.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { matchRoute, resolveRoute } from '../routes/resolveRoute';
import type { PageError } from '../routes/errorStatus';
import type { RouteDef } from '../routes/routeTable';
import { reloadOnChunkError } from '../federation/chunkReload';
import { preloadPage } from '../features/remote-region/pageModules';
import { RemoteRegion } from '../features/remote-region/RemoteRegion';
import { ErrorPage } from '../features/error-page/ErrorPage';
import { RouteHead } from '../shared/head/RouteHead';
import { changeCity } from '../shared/city/changeCity';
import { LoadingBar } from '@estate/shared-ui/components/LoadingBar/LoadingBar';
import { useLoadingBar } from '@estate/shared-ui/components/LoadingBar/useLoadingBar';
import { Layout } from '../layouts/Layout';
import { useShell } from '../shared/useShell';
import { PAGE_ENTER_MS, PAGE_FADE_MS, usePageTransition } from './usePageTransition';
import { useNavigationFocus } from './useNavigationFocus';
import styles from './RouteView.module.css';

type View =
  | { kind: 'page'; route: RouteDef; params: Record<string, string | undefined>; key: string }
  | { kind: 'error'; error: PageError; key: string };

const transitionTiming = { '--page-fade': `${PAGE_FADE_MS}ms`, '--page-enter': `${PAGE_ENTER_MS}ms` } as CSSProperties;

function initialView(pathname: string, error: PageError | null): View {
  const matched = matchRoute(pathname);
  if (error || !matched)
    return { kind: 'error', error: error ?? { status: 404, message: '' }, key: pathname };
  return { kind: 'page', route: matched.route, params: matched.params, key: pathname };
}

export function RouteView({ initialError }: { initialError: PageError | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const shell = useShell();
  const [view, setView] = useState<View>(() => initialView(location.pathname, initialError));
  const loadingBar = useLoadingBar();
  const { start: startLoading, finish: finishLoading, fail: failLoading } = loadingBar;
  const { phase, leave, enter } = usePageTransition();
  const renderedPath = useRef(location.pathname);
  const pageElement = useRef<HTMLDivElement>(null);
  const announcement = useNavigationFocus(view.key, location.pathname, pageElement);

  useEffect(() => {
    if (location.pathname === renderedPath.current) return;
    renderedPath.current = location.pathname;
    const search = window.location.search;
    let cancelled = false;
    startLoading();
    const faded = leave();
    shell.bus.next({ type: 'menu/close' });

    // never rejects: resolveRoute answers failures as an error outcome, a failed preload is caught below
    void (async () => {
      const outcome = await resolveRoute({
        pathname: location.pathname,
        // the query as the address bar has it (effects run in the browser): a redirect keeps it
        search,
        isTestStage: shell.domain.isTestStage,
        api: shell.api,
        city: shell.city.slug,
        cityUrl: shell.cityUrl,
      });
      if (cancelled) return;
      if (outcome.kind === 'redirect' && outcome.city) {
        // a lot, project or publication of another city: its own site, entered as the city switch does (the
        // visitor's favourites and comparison follow), in place of this entry of the history
        void changeCity(shell, outcome.city, { path: `${location.pathname}${search}`, assign: (url) => window.location.replace(url) });
        return;
      }
      if (outcome.kind === 'redirect') {
        void navigate(outcome.to, { replace: true });
        return;
      }
      let failed = outcome.kind === 'error';
      if (outcome.kind === 'page') {
        try {
          await preloadPage(outcome.route.page);
        } catch (error) {
          if (reloadOnChunkError(error)) return;
          failed = true; // the region shows its fallback with a retry
        }
      }
      await faded;
      if (cancelled) return;
      setView(
        outcome.kind === 'error'
          ? { kind: 'error', error: outcome.error, key: location.pathname }
          : { kind: 'page', route: outcome.route, params: outcome.params, key: location.pathname },
      );
      enter();
      if (failed) failLoading();
      else finishLoading();
      window.scrollTo(0, 0);
    })();
    return () => {
      cancelled = true;
    };
  }, [location.pathname, navigate, shell, startLoading, finishLoading, failLoading, leave, enter]);

  const layout = view.kind === 'error' ? 'errors' : (view.route.layout ?? 'default');
  return (
    <>
      <LoadingBar progress={loadingBar.progress} visible={loadingBar.visible} failed={loadingBar.failed} />
      <Layout name={layout}>
        <div role="status" className={styles.announcer} data-testid="route-announcer">
          {announcement}
        </div>
        <div ref={pageElement} className={styles.page} data-transition="page" data-phase={phase} style={transitionTiming}>
          {view.kind === 'error' ? (
            <>
              <RouteHead error />
              <ErrorPage error={view.error} />
            </>
          ) : (
            <RemoteRegion key={view.key} id={view.route.page} params={view.params} />
          )}
        </div>
      </Layout>
    </>
  );
}
