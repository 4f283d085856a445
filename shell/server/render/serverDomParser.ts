// Editorial HTML is parsed with DOMParser before it is rendered (shared-ui's EditorialHtml, in the shell's footer and
// the remotes' pages). The browser has one; the server gets a spec-compliant one from jsdom, so both build the same
// tree from the same HTML and hydration matches.
import { JSDOM } from 'jsdom';

export function provideDomParser(): void {
  if (typeof globalThis.DOMParser !== 'undefined') return;
  globalThis.DOMParser = new JSDOM('').window.DOMParser;
}
