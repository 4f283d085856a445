// Idle prefetch (product §9 idle time-out): once the page is interactive, the page modules behind the site's links
// that a visitor can see (in view and not hidden, e.g. in a closed dropdown) or points at load in the background,
// so following a link to another team's page does not wait for its remote. Skipped when the browser asks to save
// data.
import { whenInteractive } from '../../app/whenInteractive';
import { matchRoute } from '../../routes/resolveRoute';
import { loadedPage, preloadPage } from './pageModules';
import { isShellPage } from '../../routes/shellPages';

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

/** Whether the link is shown: a closed dropdown keeps its links laid out but invisible. */
function isShown(link: Element): boolean {
  return (
    typeof link.checkVisibility !== 'function' ||
    link.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  );
}

/** Starts watching the document's links; returns the function that stops it. */
export function startLinkPrefetch(): () => void {
  if (savesData() || typeof IntersectionObserver === 'undefined') return () => undefined;
  const requested = new Set<string>();
  const watched = new WeakSet<Element>();

  const prefetch = (link: HTMLAnchorElement) => {
    const page = pageBehind(link);
    if (!page || requested.has(page) || loadedPage(page)) return;
    requested.add(page); // once: a remote that fails here is tried again when the visitor navigates
    preloadPage(page).catch(() => undefined);
  };
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || !isShown(entry.target)) continue;
      inView.unobserve(entry.target);
      prefetch(entry.target as HTMLAnchorElement);
    }
  });
  const pointedAt = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement) prefetch(link);
  };
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
    document.addEventListener('pointerover', pointedAt);
    document.addEventListener('focusin', pointedAt);
  });
  return () => {
    cancelStart();
    clearTimeout(rescan);
    changes.disconnect();
    inView.disconnect();
    document.removeEventListener('pointerover', pointedAt);
    document.removeEventListener('focusin', pointedAt);
  };
}
