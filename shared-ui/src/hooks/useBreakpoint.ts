import { useMemo, useSyncExternalStore } from 'react';
import { breakpointOf, type BreakpointFlags } from '../tokens/breakpoints';
import { subscribeViewport, viewportWidth } from './viewportWidth';

/**
 * The current layout breakpoint, following window resizes with a 500 ms debounce. `serverWidth` is used while
 * rendering on a server and during hydration, so markup must not depend on it (a layout taken from it would change
 * once the scripts arrive): layouts come from the stylesheet's media queries; this is for behaviour (how far a
 * carousel pages).
 */
export function useBreakpoint(serverWidth = 1440): BreakpointFlags {
  const width = useSyncExternalStore(subscribeViewport, viewportWidth, () => serverWidth);
  return useMemo(() => breakpointOf(width), [width]);
}
