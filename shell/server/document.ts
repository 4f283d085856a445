// Renders the HTML document: the built template with the page title and the initial state inlined.
import { serializeInitialState, initialStateElementId, type InitialState } from '../src/state/initialState';

export interface DocumentParts {
  title: string;
  state: InitialState;
  canonicalUrl: string;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );
}

export function renderDocument(template: string, { title, state, canonicalUrl }: DocumentParts): string {
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
  ].join('\n    ');
  const stateScript = `<script id="${initialStateElementId}" type="application/json">${serializeInitialState(state)}</script>`;
  return template.replace('<!--app-head-->', head).replace('<!--app-state-->', stateScript);
}
