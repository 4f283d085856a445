// schema.org Article of a publication page (images as ImageObject, product §3 structured data): the developer is its
// author and publisher, the Organization every page describes (the same @id), with its name and logo.
import type { SiteHead } from '@estate/shared-api';
import type { PublicationDetail } from '@estate/shared-api/dto/publications';
import { imageUrl } from '@estate/shared-ui/components/Image/imageUrl';
import { htmlToText } from '@estate/shared-api/editorial/editorialRules';

/** Search engines cut headlines longer than this. */
const HEADLINE_MAX = 110;

export function articleJsonLd(publication: PublicationDetail, site: Pick<SiteHead, 'origin' | 'name' | 'logo'>, pageUrl: string): Record<string, unknown> {
  const { origin } = site;
  const developer = {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: site.name,
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: site.logo },
  };
  const paths = [publication.cover, ...publication.images].filter((path, index, all) => path && all.indexOf(path) === index);
  const description = publication.lead || htmlToText(publication.body).slice(0, 300);
  return {
    '@type': 'Article',
    headline: publication.title.length > HEADLINE_MAX ? `${publication.title.slice(0, HEADLINE_MAX - 1)}…` : publication.title,
    description,
    datePublished: publication.published_at,
    dateModified: publication.published_at,
    inLanguage: 'ru',
    articleSection: publication.type_label,
    author: developer,
    publisher: developer,
    url: pageUrl,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    image: paths.map((path) => ({ '@type': 'ImageObject', url: `${origin}${imageUrl(path, { size: 1280 })}`, width: 1280 })),
    ...(publication.project && { about: { '@type': 'Place', name: publication.project.name } }),
  };
}
