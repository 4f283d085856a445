// SPEC §2: page transition "page", mode out-in, 0.8 s with a 0.3 s fade. The leaving page fades out (0.3 s); the
// next one takes its place once it has loaded and that fade is over, and enters for the rest of the 0.8 s: it fades
// in (0.3 s) while it rises into place. The first page has no transition (it arrives rendered), and under
// prefers-reduced-motion there is none: the next page replaces the last as soon as it has loaded.
import { useCallback, useEffect, useRef, useState } from 'react';

export const PAGE_TRANSITION_MS = 800;
export const PAGE_FADE_MS = 300;
export const PAGE_ENTER_MS = PAGE_TRANSITION_MS - PAGE_FADE_MS;

export type PagePhase = 'leave' | 'enter';

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function usePageTransition() {
  const [phase, setPhase] = useState<PagePhase | undefined>(undefined);
  const entering = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(entering.current), []);

  /** The current page starts leaving; returns how long before the next may take its place (0: at once). */
  const leave = useCallback((): number => {
    clearTimeout(entering.current);
    if (reducedMotion()) {
      setPhase(undefined);
      return 0;
    }
    setPhase('leave');
    return PAGE_FADE_MS;
  }, []);

  /** Call as the next page takes the place of the last. */
  const enter = useCallback(() => {
    if (reducedMotion()) return setPhase(undefined);
    setPhase('enter');
    entering.current = setTimeout(() => setPhase(undefined), PAGE_ENTER_MS);
  }, []);

  return { phase, leave, enter };
}
