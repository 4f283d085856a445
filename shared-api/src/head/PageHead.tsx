// A page's head, rendered where the page renders: React 19 puts <title>, <link>, <meta> and the structured data into
// the document head, on the server (the first response carries them, for search engines and link previews) and
// after every client navigation alike. Render exactly one PageHead per page: it gives the canonical URL (the path
// on the city's host, with the query parameters that make the page what it is), og:url, og:site_name and a picture
// (the site's own when the page has none); the shell adds og:locale and the developer's Organization.
import { JsonLd } from './JsonLd';
import { absoluteUrl, useSiteHead } from './siteHead';

/** Descriptions longer than this are cut at a word boundary (search engines show about 160 characters). */
export const DESCRIPTION_MAX_LENGTH = 160;

export function clipDescription(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/**
 * The title of a page that is the same kind on every city's site (contacts, press centre, about): the site and the
 * city named, so each host's page has its own title: «Контакты — Горизонт Девелопмент, Тула».
 */
export function titleInCity(title: string, siteName: string, city: string): string {
  return `${title} — ${siteName}, ${city}`;
}

/** A description ending in `tail` (what names the city), `text` cut so that the tail always fits. */
export function describeWith(text: string, tail: string, max = DESCRIPTION_MAX_LENGTH): string {
  return `${clipDescription(text, max - tail.length - 1)} ${tail}`;
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
  /**
   * the query that is part of the page's identity (a selection's filters and page number, not its sorting or view),
   * kept in its canonical URL; without it the canonical URL is the path alone
   */
  canonicalQuery?: string;
  /** a page of the visitor's own (favourites, comparison), a printout or an error: not indexed, no canonical URL */
  noindex?: boolean;
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

export function PageHead({ title, description, image, type = 'website', breadcrumbs, structuredData = [], canonicalQuery, noindex = false }: PageHeadProps) {
  const site = useSiteHead();
  const text = description ? clipDescription(description) : null;
  const picture = image ? absoluteUrl(site.origin, image) : site.image || null;
  const url = absoluteUrl(site.origin, canonicalQuery ? `${site.path}?${canonicalQuery}` : site.path);
  return (
    <>
      <title>{title}</title>
      {noindex ? null : <link rel="canonical" href={url} />}
      {text ? <meta name="description" content={text} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={title} />
      {site.name ? <meta property="og:site_name" content={site.name} /> : null}
      {text ? <meta property="og:description" content={text} /> : null}
      {picture ? <meta property="og:image" content={picture} /> : null}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      {/* a trail of one (the home page alone) is no trail */}
      {breadcrumbs.length > 1 ? <JsonLd data={breadcrumbList(site.origin, breadcrumbs)} /> : null}
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={{ '@context': 'https://schema.org', ...data }} />
      ))}
    </>
  );
}
