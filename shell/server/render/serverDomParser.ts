// Remote pages sanitise editorial HTML with DOMParser (press: SafeHtml). The browser has one; the server gets a
// spec-compliant one from jsdom, so both build the same tree from the same HTML and hydration matches.
import { JSDOM } from 'jsdom';

export function provideDomParser(): void {
  if (typeof globalThis.DOMParser !== 'undefined') return;
  globalThis.DOMParser = new JSDOM('').window.DOMParser;
}
