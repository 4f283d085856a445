import { useMemo, useSyncExternalStore } from 'react';
import { breakpointOf, type BreakpointFlags } from '../tokens/breakpoints';
import { subscribeViewport, viewportWidth } from './viewportWidth';

/**
 * The current layout breakpoint, following window resizes with a 500 ms debounce.
 * `serverWidth` is used while rendering on a server and during hydration (see widthForDevice).
 */
export function useBreakpoint(serverWidth = 1440): BreakpointFlags {
  const width = useSyncExternalStore(subscribeViewport, viewportWidth, () => serverWidth);
  return useMemo(() => breakpointOf(width), [width]);
}
