// Structured data of a page: one <script type="application/ld+json"> rendered with the page, so it is in the
// server's document and follows client navigation (it goes with the page).
export const JSON_LD_MARKER = 'data-press-json-ld';

/** JSON that cannot close its script element early ('</script>' inside a string). */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      {...{ [JSON_LD_MARKER]: '' }}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
