// Mounts heavy content (a map) only when it comes near the viewport; until then a box keeps its place.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function LazyMount({ children, minHeight, margin = '300px' }: { children: ReactNode; minHeight: string; margin?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (shown || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      const id = setTimeout(() => setShown(true), 0);
      return () => clearTimeout(id);
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setShown(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, margin]);
  return (
    <div ref={box} style={shown ? undefined : { minHeight }}>
      {shown ? children : null}
    </div>
  );
}
