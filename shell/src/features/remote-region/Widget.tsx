// Renders an exposed widget of a remote ("favorites/ToggleButtons") inside another remote's page, through
// the federation runtime; a widget that cannot load leaves its fallback in place and never breaks the page.
import { useEffect, useState, type ComponentType } from 'react';
import type { RemoteWidget, ShellContext, WidgetProps } from '@estate/shared-api';
import { loadRemoteModule } from '../../federation/remotes';
import { useShell } from '../../app/ShellProvider';

type WidgetComponent = ComponentType<Record<string, unknown> & { ctx: ShellContext }>;

export function Widget({ module, props, fallback = null }: WidgetProps) {
  const ctx = useShell();
  const [Component, setComponent] = useState<WidgetComponent | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadRemoteModule<RemoteWidget>(module)
      .then((widget) => !cancelled && setComponent(() => widget.Component as WidgetComponent))
      .catch((error: unknown) => console.warn(`[shell] widget ${module} could not be loaded`, error));
    return () => {
      cancelled = true;
    };
  }, [module]);

  if (!Component) return <>{fallback}</>;
  return <Component {...props} ctx={ctx} />;
}
