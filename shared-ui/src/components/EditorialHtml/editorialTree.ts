// Editorial HTML as a plain tree of allowed elements and text (the allow-list is shared-api's, the API's own). The
// HTML is parsed into an inert document (DOMParser: no scripts run, nothing is fetched): the browser's, and on the
// server the spec-compliant one the shell provides (jsdom), so both build the same tree and hydration matches.
import {
  DROPPED_EDITORIAL_TAGS,
  EDITORIAL_TAGS,
  RENAMED_EDITORIAL_TAGS,
  VOID_EDITORIAL_TAGS,
  htmlToText,
  imageDimension,
  safeHref,
  safeImageSrc,
  type EditorialTag,
} from '@estate/shared-api/editorial/editorialRules';

export type EditorialNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: EditorialTag; attrs: Readonly<Record<string, string>>; children: EditorialNode[] };

const KEPT = new Set<string>(EDITORIAL_TAGS);
const DROPPED = new Set(DROPPED_EDITORIAL_TAGS);
const MAX_DEPTH = 64;

function attributesOf(tag: EditorialTag, element: Element): Record<string, string> | null {
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href') ?? '');
    const title = element.getAttribute('title');
    return { ...(href !== null && { href }), ...(title && { title }) };
  }
  if (tag === 'img') {
    const src = safeImageSrc(element.getAttribute('src') ?? '');
    if (src === null) return null; // an image we may not show is dropped entirely
    const width = imageDimension(element.getAttribute('width'));
    const height = imageDimension(element.getAttribute('height'));
    return { src, alt: element.getAttribute('alt') ?? '', ...(width && { width }), ...(height && { height }) };
  }
  return {};
}

function convertChildren(parent: Node, depth: number): EditorialNode[] {
  const out: EditorialNode[] = [];
  for (const child of Array.from(parent.childNodes)) {
    for (const node of convert(child, depth)) {
      const last = out.at(-1);
      if (node.kind === 'text' && last?.kind === 'text') out[out.length - 1] = { kind: 'text', text: last.text + node.text };
      else out.push(node);
    }
  }
  return out;
}

function convert(node: Node, depth: number): EditorialNode[] {
  if (node.nodeType === 3 /* TEXT_NODE */) {
    const text = node.textContent ?? '';
    return text ? [{ kind: 'text', text }] : [];
  }
  if (node.nodeType !== 1 /* ELEMENT_NODE */) return []; // comments, processing instructions, doctypes
  const element = node as Element;
  const name = element.localName.toLowerCase();
  if (DROPPED.has(name) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') return [];
  if (depth >= MAX_DEPTH) {
    const text = element.textContent ?? '';
    return text ? [{ kind: 'text', text }] : [];
  }
  const tag = RENAMED_EDITORIAL_TAGS[name] ?? (KEPT.has(name) ? (name as EditorialTag) : null);
  const children = tag !== null && VOID_EDITORIAL_TAGS.has(tag) ? [] : convertChildren(element, depth + 1);
  if (tag === null) return children; // unknown wrapper (div, span, table…): keep what it says
  const attrs = attributesOf(tag, element);
  if (attrs === null) return [];
  return [{ kind: 'element', tag, attrs, children }];
}

/** Parses HTML into the allowed tree; without a DOM parser it falls back to the plain text. */
export function editorialTree(html: string): EditorialNode[] {
  if (!html) return [];
  if (typeof DOMParser === 'undefined') {
    const text = htmlToText(html);
    return text ? [{ kind: 'text', text }] : [];
  }
  const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}`, 'text/html');
  return convertChildren(doc.body, 0);
}
