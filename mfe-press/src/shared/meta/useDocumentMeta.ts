// The page's title and meta description. The canonical link is the shell's. The shell sets the route's title
// when a page is shown (in an effect that runs after the page's own), so the title is applied once more on the
// next task; the description tag is created when missing and restored on unmount.
import { useEffect } from 'react';

export interface DocumentMeta {
  title?: string | null;
  description?: string | null;
}

/** Descriptions longer than this are cut at a word boundary (search engines show about 160 characters). */
export const DESCRIPTION_MAX_LENGTH = 160;

export function clipDescription(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

export function useDocumentMeta({ title, description }: DocumentMeta): void {
  useEffect(() => {
    if (!title) return undefined;
    document.title = title;
    const again = setTimeout(() => {
      document.title = title;
    }, 0);
    return () => clearTimeout(again);
  }, [title]);

  useEffect(() => {
    if (!description) return undefined;
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const meta = existing ?? document.createElement('meta');
    const previous = existing?.content ?? null;
    if (!existing) {
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = clipDescription(description);
    return () => {
      if (previous === null) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
