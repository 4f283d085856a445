// The head entries every page has, rendered with the frame (React 19 puts them into <head>, on the server and
// after client navigation alike): the canonical URL on the city's host, og:url and og:locale, and the developer's
// Organization structured data. A page's title and description come from the page (PageHead) or RouteHead.
import { useLocation } from 'react-router-dom';
import { JsonLd } from '@estate/shared-api';
import logoUrl from '../brand/logo.svg';
import { useShell } from '../useShell';
import { useFrame } from '../../state/frame';
import { cityUrl } from '../city/cityHost';
import { canonicalUrl } from './pageMeta';
import { organizationJsonLd } from './structuredData';

export function ShellHead() {
  const { pathname } = useLocation();
  const { domain } = useShell();
  const { city, company, baseData } = useFrame();
  const canonical = canonicalUrl(domain, city.slug, pathname);
  const origin = cityUrl(domain.protocol, domain.siteDomain, city.slug, '');
  const organization = organizationJsonLd({
    origin,
    company,
    baseData,
    logoUrl: new URL(logoUrl, `${origin}/`).href,
  });
  return (
    <>
      <link rel="canonical" href={canonical} />
      <meta property="og:locale" content="ru_RU" />
      <meta property="og:url" content={canonical} />
      <JsonLd data={organization} />
    </>
  );
}
