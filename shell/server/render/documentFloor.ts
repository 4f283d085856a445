// The bench's floor: the document exactly as rendered for a visitor, with its scripts removed, served by
// the same server with the same headers. Only when DOCUMENT_FLOOR=1 and the request asks for it.
import type { IncomingHttpHeaders } from 'node:http';

export const floorHeader = 'x-document-floor';

export function wantsFloor(headers: IncomingHttpHeaders, enabled: boolean): boolean {
  return enabled && headers[floorHeader] === '1';
}

const scripts = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const scriptLinks = /<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/gi;
const structuredData = /^<script\b[^>]*type="application\/ld\+json"/i;

/** Every script and script preload of the document, except structured data (data for crawlers, not code). */
export function withoutScripts(html: string): string {
  return html.replace(scripts, (element) => (structuredData.test(element) ? element : '')).replace(scriptLinks, '');
}
