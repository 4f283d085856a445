// The security headers of every HTML document: the Content-Security-Policy (enforced, or report-only by
// configuration), no framing by anyone, HSTS when the visitor came over https. Those of every response (nosniff,
// Referrer-Policy, Permissions-Policy) are added to all of them alike (http/siteHttp.ts).
import type { Integrations, RemotesMap } from '@estate/shared-api';
import { contentSecurityPolicy } from './contentSecurityPolicy';

export interface SecuritySettings {
  /** CSP_REPORT_ONLY=1: violations are reported, nothing is blocked */
  reportOnly: boolean;
  /** CSP_REPORT_URI */
  reportUri: string | null;
  /** development only: the dev servers' hot-reload sockets (ws://host:port) */
  liveReload: string[];
}

export const HSTS = 'max-age=31536000; includeSubDomains';

export function documentSecurityHeaders(
  settings: SecuritySettings,
  page: { remotes: RemotesMap; integrations: Integrations; https: boolean; nonce?: string; scriptHashes?: string[] },
): Record<string, string> {
  const policy = contentSecurityPolicy({ remotes: page.remotes, integrations: page.integrations, nonce: page.nonce, scriptHashes: page.scriptHashes, reportUri: settings.reportUri, liveReload: settings.liveReload });
  return {
    [settings.reportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy']: policy,
    'X-Frame-Options': 'DENY',
    ...(page.https && { 'Strict-Transport-Security': HSTS }),
  };
}
