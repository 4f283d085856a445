/** The browser path of a stored image (served by the resizing endpoint): `renders/a.jpg` → `/img/renders/a.jpg`. */
export function imageUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `/img/${path.replace(/^\/+/, '')}`;
}
