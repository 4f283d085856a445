import { useEffect } from 'react';
import { startLinkPrefetch } from './linkPrefetch';

/** Prefetches the pages behind the links in view once the page is idle (see linkPrefetch.ts). */
export function LinkPrefetch() {
  useEffect(() => startLinkPrefetch(), []);
  return null;
}
