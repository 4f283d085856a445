import { useEffect } from 'react';

/** Sets the document title once a page knows it (the shell sets the route's title before). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
