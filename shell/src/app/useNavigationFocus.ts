// After a client-side navigation the new page's heading takes the focus, and its text is announced: a screen reader
// hears where it arrived and the next Tab starts from the new page, not from the link left behind. The first page
// keeps the browser's own focus. A page whose heading comes with its data is waited for (a while); focus the
// visitor has put anywhere else meanwhile (inside the new page, or the footer's phone field) stays where it is.
import { useEffect, useRef, useState, type RefObject } from 'react';

const HEADING_WAIT_MS = 10_000;

/**
 * Moves the focus to the h1 inside `page` whenever `pageKey` changes (the new page is shown), unless the focus moved
 * since `requestedKey` changed (the navigation began); returns the text to announce.
 */
export function useNavigationFocus(pageKey: string, requestedKey: string, page: RefObject<HTMLElement | null>): string {
  const [announcement, setAnnouncement] = useState('');
  const firstKey = useRef(pageKey);
  const leftBehind = useRef<Element | null>(null);

  useEffect(() => {
    leftBehind.current = document.activeElement;
  }, [requestedKey]);

  useEffect(() => {
    const root = page.current;
    if (pageKey === firstKey.current || !root) return undefined;
    const left = leftBehind.current;
    const focusHeading = (): boolean => {
      const heading = root.querySelector('h1');
      if (!heading) return false;
      const active = document.activeElement;
      if (!active || active === document.body || active === left) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      setAnnouncement(heading.textContent?.trim() ?? '');
      return true;
    };
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pageKey, page]);

  return announcement;
}
