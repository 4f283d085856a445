// The site as every page's head names it: the city host's origin, the path shown, the brand, its logo and the
// share picture of pages without one of their own (a file of the shell's build, content-hashed).
import type { SiteHead } from '@estate/shared-api';
import logoUrl from '../brand/logo.svg';
import shareImageUrl from '../brand/share.png';
import { BRAND_NAME } from '../brand/brand';

export function siteHead(origin: string, path: string): SiteHead {
  const absolute = (url: string) => new URL(url, `${origin}/`).href;
  return { origin, path, name: BRAND_NAME, logo: absolute(logoUrl), image: absolute(shareImageUrl) };
}
