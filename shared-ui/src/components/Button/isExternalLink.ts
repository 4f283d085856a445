/** product §2: a link starting with http opens as an external anchor; others are internal routes. */
export function isExternalLink(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}
