// Renders the HTML document: the built template with the page's head (title, description, canonical URL,
// Open Graph, the Organization JSON-LD) and the initial state inlined.
import { serializeInitialState, initialStateElementId, type InitialState } from '../src/state/initialState';
import { jsonLdScript } from '../src/features/head/structuredData';

export interface DocumentParts {
  title: string;
  state: InitialState;
  canonicalUrl: string;
  description?: string;
  /** structured data for <script type="application/ld+json"> */
  jsonLd?: unknown;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );
}

/** The href of the template's icon link (the logo the build emitted), or null; the template may be minified. */
export function iconHref(template: string): string | null {
  const link = /<link\b[^>]*\brel=["']?icon\b[^>]*>/i.exec(template)?.[0];
  const href = link && /\bhref=(?:"([^"]+)"|'([^']+)'|([^\s>"']+))/i.exec(link);
  const value = href ? (href[1] ?? href[2] ?? href[3]) : null;
  return value && !value.startsWith('data:') ? value : null;
}

/** Puts `content` at the marker, or (a minifier dropped the comment) just before the closing tag. */
function inject(template: string, marker: string, closingTag: string, content: string): string {
  // function replacers: `$` sequences in the content must stay literal
  if (template.includes(marker)) return template.replace(marker, () => content);
  return template.replace(closingTag, () => `${content}${closingTag}`);
}

export function renderDocument(template: string, parts: DocumentParts): string {
  const { title, state, canonicalUrl, description, jsonLd } = parts;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:locale" content="ru_RU">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}">` : '',
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}">`,
    jsonLd ? jsonLdScript(jsonLd) : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const stateScript = `<script id="${initialStateElementId}" type="application/json">${serializeInitialState(state)}</script>`;
  return inject(
    inject(template, '<!--app-head-->', '</head>', head),
    '<!--app-state-->',
    '</body>',
    stateScript,
  );
}
