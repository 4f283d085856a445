// The document's Content-Security-Policy, built from configuration: scripts, styles and connections from the site
// itself and the remotes' origins (the remotes map), each third-party service only when it is configured, nothing
// else. A pure function, so a document streamed for one visitor (with its nonce) and a cached one (with its inline
// scripts' hashes) share it.
import { thirdPartyScript, type Integrations, type RemotesMap } from '@estate/shared-api';

export interface PolicyInput {
  remotes: RemotesMap;
  integrations: Integrations;
  /** a per-request nonce for the document's own inline scripts, if it has any (a document rendered per visitor) */
  nonce?: string;
  /** the sources ('sha256-…') of a cached document's inline scripts, the same for every response */
  scriptHashes?: string[];
  /** where browsers send violation reports (CSP_REPORT_URI) */
  reportUri?: string | null;
  /** development only: the dev servers' hot-reload sockets, which connect-src must name (ws: is not http:) */
  liveReload?: string[];
}

/** `https://host:port` of a URL, or of a URL template such as `https://{s}.tile.example/{z}/{x}/{y}.png`. */
export function originOf(url: string): string | null {
  const template = /^(https?:\/\/)([^/]+)/i.exec(url);
  if (!template) return null;
  const host = template[2]!.replace(/\{[^}]+\}/g, '*');
  if (host.includes('*')) return `${template[1]}${host.replace(/^.*\*\./, '*.')}`;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function origins(urls: (string | null | undefined)[]): string[] {
  return [...new Set(urls.map((url) => (url ? originOf(url) : null)).filter((origin): origin is string => origin !== null))];
}

export function contentSecurityPolicy({ remotes, integrations, nonce, scriptHashes = [], reportUri, liveReload = [] }: PolicyInput): string {
  const remoteOrigins = origins(Object.values(remotes));
  const captcha = integrations.smartCaptchaSiteKey ? origins([thirdPartyScript(integrations, 'smartCaptcha')]) : [];
  const metrica = integrations.metricaCounterId ? origins([thirdPartyScript(integrations, 'metrica')]) : [];
  const tagManager = integrations.tagManagerId ? origins([thirdPartyScript(integrations, 'tagManager')]) : [];
  const callWidget = integrations.calltouch?.modId ? origins([thirdPartyScript(integrations, 'callWidget')]) : [];
  const calltouchApi = integrations.calltouch ? origins([integrations.calltouch.apiUrl]) : [];
  const tiles = origins([integrations.mapTiles.url]);

  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes, ...remoteOrigins, ...captcha, ...metrica, ...tagManager, ...callWidget]],
    // inline style attributes and the styles third-party widgets inject; scripts stay strict
    ['style-src', ["'self'", "'unsafe-inline'", ...remoteOrigins, ...captcha, ...callWidget]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remoteOrigins, ...tiles, ...metrica, ...tagManager, ...callWidget, ...captcha]],
    ['font-src', ["'self'", 'data:', ...remoteOrigins]],
    ['connect-src', ["'self'", ...remoteOrigins, ...captcha, ...metrica, ...tagManager, ...callWidget, ...calltouchApi, ...liveReload]],
    ['frame-src', captcha.length || metrica.length ? [...captcha, ...metrica] : ["'none'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  if (reportUri) directives.push(['report-uri', [reportUri]]);
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}
