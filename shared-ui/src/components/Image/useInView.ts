import { useEffect, useState, type RefObject } from 'react';

/** product §9 lazy-load threshold: start loading 50 px before the element scrolls into view. */
export const LAZY_MARGIN_PX = 50;

/** True once the element has come within 50 px of the viewport (at once without IntersectionObserver). */
export function useInView(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [seen, setSeen] = useState(!enabled);
  useEffect(() => {
    if (seen) return undefined;
    const element = ref.current;
    if (typeof IntersectionObserver === 'undefined' || !element) {
      const id = setTimeout(() => setSeen(true), 0);
      return () => clearTimeout(id);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: `${LAZY_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
