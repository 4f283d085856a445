// The Content-Security-Policy of the back office's page (/admin/), apart from the public pages': scripts only from the
// site and the admin remote's origin (no inline script, no eval); styles inline as well, since the admin framework's
// styling (Material UI through emotion) injects style elements at run time; connections to the site (the API) and
// the remote (its manifest). Nothing may frame it.
import { originOf } from './contentSecurityPolicy';

export function adminContentSecurityPolicy(adminRemote: string, reportUri: string | null = null, liveReload: string[] = []): string {
  const remote = originOf(adminRemote);
  const from = (...sources: (string | null)[]) => sources.filter((source): source is string => source !== null).join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', from("'self'", remote)],
    ['style-src', from("'self'", "'unsafe-inline'", remote)],
    ['img-src', from("'self'", 'data:', 'blob:', remote)],
    ['font-src', from("'self'", 'data:', remote)],
    ['connect-src', from("'self'", remote, ...liveReload)],
    ['frame-src', "'none'"],
    ['worker-src', "'self' blob:"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (reportUri) directives.push(['report-uri', reportUri]);
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}
