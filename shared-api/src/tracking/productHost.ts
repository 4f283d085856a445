/** A host name without its port, lower-cased: `Tula.Example.ru:443` → `tula.example.ru`. */
export function hostnameOf(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '');
}

/**
 * Whether `hostname` belongs to the product: the site domain itself or a city sub-domain of it
 * (`tula.{siteDomain}`). `siteDomain` may carry a port (`localhost:8080`); ports are ignored.
 */
export function isProductHost(hostname: string, siteDomain: string): boolean {
  const host = hostnameOf(hostname);
  const site = hostnameOf(siteDomain);
  if (!host || !site) return false;
  return host === site || host.endsWith(`.${site}`);
}

/** The cookie Domain attribute that covers every city host, or null for single-label hosts such as localhost. */
export function cookieDomainFor(siteDomain: string): string | null {
  const site = hostnameOf(siteDomain);
  if (!site.includes('.') || /^[\d.]+$/.test(site)) return null;
  return site;
}
