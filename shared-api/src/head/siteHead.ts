// What every page's head says about the site it is on, provided by the shell: the origin of the city host the
// page is shown on (http://tula.localhost:8080), the path shown, the site's name and logo, and the picture of a
// page without one of its own. Open Graph and schema.org want absolute URLs: pages make theirs absolute here.
import { createContext, useContext } from 'react';

export interface SiteHead {
  origin: string;
  /** the pathname of the page shown, the path of its canonical URL */
  path: string;
  /** og:site_name, and the publisher of articles */
  name: string;
  /** absolute URL of the logo */
  logo: string;
  /** absolute URL of the site's share picture, the og:image of a page without one */
  image: string;
}

export const SiteHeadContext = createContext<SiteHead>({ origin: '', path: '/', name: '', logo: '', image: '' });

export function useSiteHead(): SiteHead {
  return useContext(SiteHeadContext);
}

export function useSiteOrigin(): string {
  return useSiteHead().origin;
}

/** `path` made absolute on `origin`; absolute URLs (another host's image) stay as they are. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path) || !origin) return path;
  return new URL(path, `${origin}/`).href;
}
