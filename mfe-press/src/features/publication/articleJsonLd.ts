// schema.org Article of a publication page (images as ImageObject, SPEC §3 structured data).
import type { PublicationDetail } from '@estate/shared-api/dto/publications';
import { imageUrl } from '@estate/shared-ui/components/Image/imageUrl';
import { htmlToText } from '@estate/shared-api/editorial/editorialRules';

/** Search engines cut headlines longer than this. */
const HEADLINE_MAX = 110;

export function articleJsonLd(publication: PublicationDetail, origin: string, pageUrl: string): Record<string, unknown> {
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
    url: pageUrl,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    image: paths.map((path) => ({ '@type': 'ImageObject', url: `${origin}${imageUrl(path, { size: 1280 })}`, width: 1280 })),
    ...(publication.project && { about: { '@type': 'Place', name: publication.project.name } }),
  };
}
