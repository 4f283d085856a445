// The one allow-list of editorial HTML (publication bodies, policies, the company's, projects' and purchase methods'
// descriptions). The API sanitises with it on the way out (api/src/domain/editorialHtml.ts); shared-ui's
// EditorialHtml renders only what it allows as React elements, so a body that reaches the browser by another road
// (a proxy, a cache, a stale build of the API) is inert too.

export type EditorialTag =
  | 'p' | 'h2' | 'h3' | 'h4' | 'ul' | 'ol' | 'li' | 'strong' | 'em' | 'b' | 'i' | 'u' | 's'
  | 'a' | 'blockquote' | 'figure' | 'figcaption' | 'img' | 'br' | 'hr';

export const EDITORIAL_TAGS: readonly EditorialTag[] = [
  'p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 's',
  'a', 'blockquote', 'figure', 'figcaption', 'img', 'br', 'hr',
];

/** Elements that hold no text: nothing goes inside them. */
export const VOID_EDITORIAL_TAGS: ReadonlySet<EditorialTag> = new Set(['img', 'br', 'hr']);

/** Headings are shifted below the page's own h1; old strike-through tags become s. */
export const RENAMED_EDITORIAL_TAGS: Readonly<Record<string, EditorialTag>> = {
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
  strike: 's',
  del: 's',
};

/** Dropped together with everything inside them; any other element not allowed keeps its text. */
export const DROPPED_EDITORIAL_TAGS: readonly string[] = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'template', 'svg',
  'math', 'textarea', 'select', 'option', 'input', 'button', 'head', 'title', 'link', 'meta', 'base', 'canvas',
  'audio', 'video', 'source', 'track', 'picture', 'map', 'area', 'dialog', 'slot',
];

export const EDITORIAL_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/** Browsers ignore ASCII tab/newline inside URLs and trim spaces and controls: "java\tscript:" is "javascript:". */
function normalizeUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
}

/** A same-origin path ('/press/x', not '//evil.example' or '/\evil.example'). */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** A link target that cannot run code: http(s), mailto, tel, a site path, an anchor or a relative path. */
export function safeHref(raw: string): string | null {
  const url = normalizeUrl(raw);
  if (url === '') return null;
  if (url.startsWith('#') || isSitePath(url)) return url;
  if (url.startsWith('/') || url.startsWith('\\')) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return /^[\w.-]/.test(url) && !url.includes(':') ? url : null;
  return EDITORIAL_LINK_SCHEMES.includes(scheme) ? url : null;
}

/** A link that leaves the site: it opens in a new tab, without an opener. */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href);
}

/** Images only from the site itself (its /img/ resizing endpoint or another site path): no tracking pixels. */
export function safeImageSrc(raw: string): string | null {
  const url = normalizeUrl(raw);
  return isSitePath(url) ? url : null;
}

/** An image's width or height: up to four digits, anything else is left out. */
export function imageDimension(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  return value !== undefined && /^\d{1,4}$/.test(value) ? value : null;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Plain text of editorial HTML, for descriptions and where there is no DOM parser. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|h[1-6]|li|ul|ol|br|hr|figure|figcaption|blockquote|table|tr|td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, entity: string) => ENTITIES[entity] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
