// A page's title and description, rendered where the page renders: React 19 puts <title> and <meta> into the
// document head, on the server (the first response carries them) and after every client navigation alike.
// Render exactly one PageHead per page.

/** Descriptions longer than this are cut at a word boundary (search engines show about 160 characters). */
export const DESCRIPTION_MAX_LENGTH = 160;

export function clipDescription(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

export function PageHead({ title, description }: { title: string; description?: string | null }) {
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={clipDescription(description)} /> : null}
    </>
  );
}
