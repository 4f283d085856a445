// product §2/§4 Header size: normal while the top marker is in view, small once it has left the viewport.
import { useEffect, useState, type RefObject } from 'react';

export type HeaderSize = 'normal' | 'small';

export function useHeaderSize(marker: RefObject<Element | null>): HeaderSize {
  const [size, setSize] = useState<HeaderSize>('normal');
  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setSize(entry.isIntersecting ? 'normal' : 'small');
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [marker]);
  return size;
}
