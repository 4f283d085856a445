// A page's head, rendered where the page renders: React 19 puts <title>, <meta> and the structured data into the
// document head, on the server (the first response carries them, for search engines and link previews) and after
// every client navigation alike. Render exactly one PageHead per page; the shell adds the canonical URL, og:url,
// og:locale and the developer's Organization.
import { JsonLd } from './JsonLd';
import { absoluteUrl, useSiteOrigin } from './siteOrigin';

/** Descriptions longer than this are cut at a word boundary (search engines show about 160 characters). */
export const DESCRIPTION_MAX_LENGTH = 160;

export function clipDescription(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** One step of the trail to a page; `path` is on the site (made absolute for schema.org). */
export interface Crumb {
  name: string;
  path: string;
}

/** The first step of every trail. */
export const HOME_CRUMB: Crumb = { name: 'Главная', path: '/' };

export interface PageHeadProps {
  title: string;
  description?: string | null;
  /** the page's picture (a lot's layout, a project's or a publication's photo); a path on the site or a URL */
  image?: string | null;
  /** og:type: a page about one thing is `article` or `product`; lists and content pages are `website` */
  type?: 'website' | 'article' | 'product';
  /** the trail from the home page to this page, this page last (BreadcrumbList) */
  breadcrumbs: readonly Crumb[];
  /** schema.org objects describing the page's subject (an Offer, a Place, an Article…) */
  structuredData?: readonly object[];
}

export function breadcrumbList(origin: string, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

export function PageHead({ title, description, image, type = 'website', breadcrumbs, structuredData = [] }: PageHeadProps) {
  const origin = useSiteOrigin();
  const text = description ? clipDescription(description) : null;
  const picture = image ? absoluteUrl(origin, image) : null;
  return (
    <>
      <title>{title}</title>
      {text ? <meta name="description" content={text} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      {text ? <meta property="og:description" content={text} /> : null}
      {picture ? <meta property="og:image" content={picture} /> : null}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      {breadcrumbs.length ? <JsonLd data={breadcrumbList(origin, breadcrumbs)} /> : null}
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={{ '@context': 'https://schema.org', ...data }} />
      ))}
    </>
  );
}
