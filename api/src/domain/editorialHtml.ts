// Editorial HTML (publication bodies, the policies, the company's, projects' and purchase methods' descriptions) is
// sanitised here, on the way out of the API, with the site's one allow-list (shared-api's editorialRules, which
// shared-ui's EditorialHtml renders by too): whatever wrote the row (the seed, the catalogue import, an editor's SQL),
// the apps receive only this.
import sanitizeHtml from 'sanitize-html';
import {
  DROPPED_EDITORIAL_TAGS,
  EDITORIAL_LINK_SCHEMES,
  EDITORIAL_TAGS,
  RENAMED_EDITORIAL_TAGS,
  imageDimension,
  isExternalHref,
  safeHref,
  safeImageSrc,
} from '@estate/shared-api/editorial/editorialRules';

/** Only the attributes that pass the shared rules; a link without a safe target keeps its text. */
function link(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = safeHref(attribs.href ?? '');
  const { title } = attribs;
  const external = href !== null && isExternalHref(href);
  return {
    tagName,
    attribs: { ...(href !== null && { href }), ...(title && { title }), ...(external && { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
  };
}

function image(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const width = imageDimension(attribs.width);
  const height = imageDimension(attribs.height);
  return {
    tagName,
    attribs: { src: attribs.src ?? '', alt: attribs.alt ?? '', ...(width && { width }), ...(height && { height }), loading: 'lazy', decoding: 'async' },
  };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...EDITORIAL_TAGS],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'] },
  allowedSchemes: [...EDITORIAL_LINK_SCHEMES],
  allowProtocolRelative: false,
  nonTextTags: [...DROPPED_EDITORIAL_TAGS],
  transformTags: { ...RENAMED_EDITORIAL_TAGS, a: link, img: image },
  // images only from the site itself: no tracking pixels
  exclusiveFilter: (frame) => frame.tag === 'img' && safeImageSrc(frame.attribs.src ?? '') === null,
};

export function sanitizeEditorialHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS) : '';
}
