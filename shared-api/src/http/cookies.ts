/** Reads one cookie from a `document.cookie`-style string (or a Cookie request header). */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const raw = rest.join('=');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The browser's cookies, or '' where there is no document (server, worker). */
export function documentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}
