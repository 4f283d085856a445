// product §2: page transition "page", mode out-in, 0.8 s with a 0.3 s fade. The leaving page fades out (0.3 s); the
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
  // a new object per step, so a navigation during a leave starts its fade again
  const [step, setStep] = useState<{ phase: PagePhase } | null>(null);
  const faded = useRef<() => void>(() => undefined);

  // each phase is timed from the moment it is on the page
  useEffect(() => {
    if (!step) return;
    const timer =
      step.phase === 'leave'
        ? setTimeout(() => faded.current(), PAGE_FADE_MS)
        : setTimeout(() => setStep(null), PAGE_ENTER_MS);
    return () => clearTimeout(timer);
  }, [step]);

  /** The current page starts leaving; resolves when the next may take its place. */
  const leave = useCallback((): Promise<void> => {
    if (reducedMotion()) {
      setStep(null);
      return Promise.resolve();
    }
    setStep({ phase: 'leave' });
    return new Promise((resolve) => {
      faded.current = resolve;
    });
  }, []);

  /** Call as the next page takes the place of the last. */
  const enter = useCallback(() => setStep(reducedMotion() ? null : { phase: 'enter' }), []);

  return { phase: step?.phase, leave, enter };
}
