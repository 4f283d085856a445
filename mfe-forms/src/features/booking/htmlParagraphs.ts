/** The paragraphs of an HTML text as plain strings: the agreement is shown as text, never injected as markup. */
export function htmlParagraphs(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...doc.body.querySelectorAll('p, li')].map((node) => node.textContent?.trim() ?? '');
  const paragraphs = blocks.filter(Boolean);
  if (paragraphs.length > 0) return paragraphs;
  const text = doc.body.textContent?.trim();
  return text ? [text] : [];
}
