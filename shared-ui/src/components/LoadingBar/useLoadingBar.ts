// Drives a LoadingBar: start() creeps towards 95 %, finish() fills it and fades it out, fail() shows the failed
// colour before fading. Timers live in refs and are cleared on unmount.
import { useCallback, useEffect, useRef, useState } from 'react';

export const LOADING_TICK_MS = 200;
export const LOADING_FADE_MS = 300;
export const LOADING_FAILED_SHOW_MS = 1000;

export interface LoadingBarState {
  progress: number;
  visible: boolean;
  failed: boolean;
}

const idle: LoadingBarState = { progress: 0, visible: false, failed: false };

export function useLoadingBar() {
  const [state, setState] = useState<LoadingBarState>(idle);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const hider = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTimers = useCallback(() => {
    if (ticker.current) clearInterval(ticker.current);
    if (hider.current) clearTimeout(hider.current);
    ticker.current = null;
    hider.current = null;
  }, []);

  useEffect(() => stopTimers, [stopTimers]);

  const start = useCallback(() => {
    stopTimers();
    setState({ progress: 0.1, visible: true, failed: false });
    ticker.current = setInterval(() => {
      setState((current) => ({ ...current, progress: current.progress + (0.95 - current.progress) * 0.1 }));
    }, LOADING_TICK_MS);
  }, [stopTimers]);

  const end = useCallback(
    (failed: boolean) => {
      stopTimers();
      setState({ progress: 1, visible: true, failed });
      hider.current = setTimeout(() => setState(idle), failed ? LOADING_FAILED_SHOW_MS : LOADING_FADE_MS);
    },
    [stopTimers],
  );

  const finish = useCallback(() => end(false), [end]);
  const fail = useCallback(() => end(true), [end]);

  return { ...state, start, finish, fail };
}
