/** The host of a city site: the default city on the site domain, any other on {slug}.{siteDomain}. */
export function cityHost(slug: string, siteDomain: string, defaultSlug = 'moskva'): string {
  return slug === defaultSlug ? siteDomain : `${slug}.${siteDomain}`;
}

/** Absolute URL of `path` on the host of city `slug`. */
export function cityUrl(protocol: string, siteDomain: string, slug: string, path: string): string {
  return `${protocol}://${cityHost(slug, siteDomain)}${path}`;
}
