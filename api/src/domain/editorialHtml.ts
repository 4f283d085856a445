// Editorial HTML (publication bodies, the policies, the company's, projects' and purchase methods' descriptions) is
// sanitised here, on the way out of the API, with one allow-list: whatever wrote the row (the seed, the catalogue
// import, an editor's SQL), the apps receive only this and render it as it is (shared-ui's EditorialHtml).
import sanitizeHtml from 'sanitize-html';

const SITE_PATH = /^\/(?![/\\])/;

/** Text structure, links and the site's own images; everything else goes, script-like elements with their content. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 's', 'a', 'blockquote', 'figure', 'figcaption', 'img', 'br', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'frame', 'object', 'embed', 'svg', 'math', 'template', 'title', 'head', 'select', 'button', 'canvas', 'audio', 'video'],
  // headings sit below the page's own h1
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    strike: 's',
    del: 's',
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const external = href !== undefined && /^https?:/i.test(href.trim());
      return { tagName, attribs: { ...(href !== undefined && { href }), ...(title && { title }), ...(external && { target: '_blank', rel: 'noopener noreferrer nofollow' }) } };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !SITE_PATH.test(frame.attribs.src ?? ''),
};

export function sanitizeEditorialHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS) : '';
}
