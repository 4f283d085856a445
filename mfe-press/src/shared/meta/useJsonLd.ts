// Structured data of a page: one <script type="application/ld+json"> in the head while the page is shown.
import { useEffect } from 'react';

export const JSON_LD_MARKER = 'data-press-json-ld';

/** JSON that cannot close its script element early ('</script>' inside a string). */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function useJsonLd(data: object | null): void {
  const json = data ? serializeJsonLd(data) : null;
  useEffect(() => {
    if (json === null) return undefined;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(JSON_LD_MARKER, '');
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [json]);
}
