// Keeps the document head right after client navigation: description and canonical URL (on the city's host)
// follow the path; the title follows once the route view has swapped the page. The first document comes from
// the shell server with the same values.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '../../routes/resolveRoute';
import { useShell } from '../../app/ShellProvider';
import { useFrame } from '../../state/frame';
import { canonicalUrl, pageDescription } from './pageMeta';

function headElement<K extends 'meta' | 'link'>(
  tag: K,
  selector: string,
  init: (element: HTMLElementTagNameMap[K]) => void,
) {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    init(element);
    document.head.appendChild(element);
  }
  return element;
}

export function HeadManager() {
  const { pathname } = useLocation();
  const { domain } = useShell();
  const { city } = useFrame();

  useEffect(() => {
    const routePath = matchRoute(pathname)?.route.path ?? null;
    headElement('meta', 'meta[name="description"]', (meta) => (meta.name = 'description')).content =
      pageDescription(routePath, city);
    headElement('link', 'link[rel="canonical"]', (link) => (link.rel = 'canonical')).href = canonicalUrl(
      domain,
      city.slug,
      pathname,
    );
  }, [pathname, domain, city]);

  return null;
}
