// The favourite and compare toggles belong to the favourites remote; the catalog only places its widget.
import type { ShellContext } from '@estate/shared-api';

export function LotToggles({ ctx, lotId }: { ctx: ShellContext; lotId: number }) {
  const { Widget } = ctx;
  return <Widget module="favorites/ToggleButtons" props={{ lotId }} fallback={null} />;
}
