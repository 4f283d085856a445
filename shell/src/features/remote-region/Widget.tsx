// Renders an exposed widget of a remote ("favorites/ToggleButtons") inside another remote's page, through
// the federation runtime; a widget that cannot load leaves its fallback in place (or its error fallback with a
// retry) and never breaks the page around it.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { RemoteWidget, ShellContext, WidgetProps } from '@estate/shared-api';
import { loadRemoteModule, resetRemote } from '../../federation/remotes';
import { reloadOnChunkError } from '../../federation/chunkReload';
import { useShell } from '../../shared/useShell';

type WidgetComponent = ComponentType<Record<string, unknown> & { ctx: ShellContext }>;
type State = { status: 'loading' } | { status: 'ready'; Component: WidgetComponent } | { status: 'failed' };

export function Widget({ module, props, fallback = null, errorFallback }: WidgetProps) {
  const ctx = useShell();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    loadRemoteModule<RemoteWidget>(module)
      .then(
        (widget) =>
          !cancelled && setState({ status: 'ready', Component: widget.Component as WidgetComponent }),
      )
      .catch((error: unknown) => {
        console.warn(`[shell] widget ${module} could not be loaded`, error);
        if (reloadOnChunkError(error)) return;
        if (!cancelled) setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [module, attempt]);

  const retry = useCallback(() => {
    resetRemote(module);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, [module]);

  if (state.status === 'ready') return <state.Component {...props} ctx={ctx} />;
  if (state.status === 'failed' && errorFallback) return <>{errorFallback(retry)}</>;
  return <>{fallback}</>;
}
