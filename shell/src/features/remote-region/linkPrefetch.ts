// Idle prefetch (SPEC §9 idle time-out): once the page is interactive, the page modules behind the site's links
// that come into view load in the background, so following a link to another team's page does not wait for its
// remote. Skipped when the visitor's browser asks to save data.
import { whenInteractive } from '../../app/whenInteractive';
import { matchRoute } from '../../routes/resolveRoute';
import { isShellPage, loadedPage, preloadPage } from './pageModules';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /2g$/.test(connection?.effectiveType ?? '');
}

/** The remote page module a link of this site leads to, if any. */
export function pageBehind(link: HTMLAnchorElement): string | null {
  if (link.origin !== window.location.origin || link.target === '_blank' || link.hasAttribute('download'))
    return null;
  const page = matchRoute(link.pathname)?.route.page;
  return page && !isShellPage(page) ? page : null;
}

/** Starts watching the document's links; returns the function that stops it. */
export function startLinkPrefetch(): () => void {
  if (savesData() || typeof IntersectionObserver === 'undefined') return () => undefined;
  const requested = new Set<string>();
  const watched = new WeakSet<Element>();

  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      const page = pageBehind(entry.target as HTMLAnchorElement);
      if (!page || requested.has(page) || loadedPage(page)) continue;
      requested.add(page); // once: a remote that fails here is tried again when the visitor navigates
      preloadPage(page).catch(() => undefined);
    }
  });
  const watchLinks = () => {
    for (const link of document.querySelectorAll('a[href]')) {
      if (watched.has(link)) continue;
      watched.add(link);
      inView.observe(link);
    }
  };
  let rescan: ReturnType<typeof setTimeout> | undefined;
  const changes = new MutationObserver(() => {
    clearTimeout(rescan);
    rescan = setTimeout(watchLinks, 200);
  });

  const cancelStart = whenInteractive(() => {
    watchLinks();
    changes.observe(document.body, { childList: true, subtree: true });
  });
  return () => {
    cancelStart();
    clearTimeout(rescan);
    changes.disconnect();
    inView.disconnect();
  };
}
