// An allow-list HTML sanitiser for text that comes from the database (publication bodies, company description,
// policies). The HTML is parsed into an inert document (DOMParser: no scripts run, nothing is fetched) and turned
// into a plain tree of allowed elements and text; the tree is rendered as React elements, never as innerHTML.
// Anything not on the list is dropped: script-like elements with their content, other elements keep their text.

export type SafeTag =
  | 'p' | 'h2' | 'h3' | 'h4' | 'ul' | 'ol' | 'li' | 'strong' | 'em' | 'b' | 'i' | 'u' | 's'
  | 'a' | 'blockquote' | 'figure' | 'figcaption' | 'img' | 'br' | 'hr';

export type SafeNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: SafeTag; attrs: Readonly<Record<string, string>>; children: SafeNode[] };

const KEPT_TAGS = new Set<string>([
  'p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 's',
  'a', 'blockquote', 'figure', 'figcaption', 'img', 'br', 'hr',
]);

/** Headings are shifted below the page's own h1. */
const RENAMED_TAGS: Record<string, SafeTag> = { h1: 'h2', h5: 'h4', h6: 'h4', strike: 's', del: 's' };

/** Dropped together with everything inside them. */
const DROPPED_TAGS = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'template', 'svg',
  'math', 'textarea', 'select', 'option', 'input', 'button', 'head', 'title', 'link', 'meta', 'base', 'canvas',
  'audio', 'video', 'source', 'track', 'picture', 'map', 'area', 'dialog', 'slot',
]);

const MAX_DEPTH = 64;
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

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
  return SAFE_SCHEMES.has(scheme) ? url : null;
}

/** Images only from the site itself (its /img/ resizing endpoint or another site path): no tracking pixels. */
export function safeImageSrc(raw: string): string | null {
  const url = normalizeUrl(raw);
  return isSitePath(url) ? url : null;
}

function dimension(raw: string | null): string | null {
  return raw !== null && /^\d{1,4}$/.test(raw.trim()) ? raw.trim() : null;
}

function attributesOf(tag: SafeTag, element: Element): Record<string, string> | null {
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href') ?? '');
    const title = element.getAttribute('title');
    return { ...(href !== null && { href }), ...(title && { title }) };
  }
  if (tag === 'img') {
    const src = safeImageSrc(element.getAttribute('src') ?? '');
    if (src === null) return null; // an image we may not show is dropped entirely
    const width = dimension(element.getAttribute('width'));
    const height = dimension(element.getAttribute('height'));
    return { src, alt: element.getAttribute('alt') ?? '', ...(width && { width }), ...(height && { height }) };
  }
  return {};
}

function convertChildren(parent: Node, depth: number): SafeNode[] {
  const out: SafeNode[] = [];
  for (const child of Array.from(parent.childNodes)) {
    for (const node of convert(child, depth)) {
      const last = out.at(-1);
      if (node.kind === 'text' && last?.kind === 'text') out[out.length - 1] = { kind: 'text', text: last.text + node.text };
      else out.push(node);
    }
  }
  return out;
}

function convert(node: Node, depth: number): SafeNode[] {
  if (node.nodeType === 3 /* TEXT_NODE */) {
    const text = node.textContent ?? '';
    return text ? [{ kind: 'text', text }] : [];
  }
  if (node.nodeType !== 1 /* ELEMENT_NODE */) return []; // comments, processing instructions, doctypes
  const element = node as Element;
  const name = element.localName.toLowerCase();
  if (DROPPED_TAGS.has(name) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') return [];
  if (depth >= MAX_DEPTH) {
    const text = element.textContent ?? '';
    return text ? [{ kind: 'text', text }] : [];
  }
  const tag = RENAMED_TAGS[name] ?? (KEPT_TAGS.has(name) ? (name as SafeTag) : null);
  const children = tag === 'img' || tag === 'br' || tag === 'hr' ? [] : convertChildren(element, depth + 1);
  if (tag === null) return children; // unknown wrapper (div, span, table…): keep what it says
  const attrs = attributesOf(tag, element);
  if (attrs === null) return [];
  return [{ kind: 'element', tag, attrs, children }];
}

/** Plain text of an HTML string, for places without a DOM parser (server rendering) and for descriptions. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|h[1-6]|li|ul|ol|br|hr|figure|figcaption|blockquote|table|tr|td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_match, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Parses HTML into the safe tree; without DOMParser (on a server) it falls back to the plain text. */
export function sanitizeHtml(html: string): SafeNode[] {
  if (!html) return [];
  if (typeof DOMParser === 'undefined') {
    const text = htmlToText(html);
    return text ? [{ kind: 'text', text }] : [];
  }
  const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}`, 'text/html');
  return convertChildren(doc.body, 0);
}
