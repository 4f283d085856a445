// The origin of the city host a page is shown on (http://tula.localhost:8080), provided by the shell, so a page's
// head can make its picture and breadcrumb URLs absolute (Open Graph and schema.org want absolute URLs).
import { createContext, useContext } from 'react';

export const SiteOriginContext = createContext<string>('');

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}

/** `path` made absolute on `origin`; absolute URLs (another host's image) stay as they are. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path) || !origin) return path;
  return new URL(path, `${origin}/`).href;
}
