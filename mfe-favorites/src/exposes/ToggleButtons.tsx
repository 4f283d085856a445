// Exposed widget: the favourite and compare toggles other remotes put on their lot cards through
// `<ctx.Widget module="favorites/ToggleButtons" props={{ lotId }} />`.
import { CONTRACT_VERSION, type RemoteWidget } from '@estate/shared-api';
import { ToggleButtons } from '../shared/toggle-buttons/ToggleButtons';

const widget: RemoteWidget<{ lotId: number }> = {
  contractVersion: CONTRACT_VERSION,
  Component: ({ lotId, ctx }) => <ToggleButtons lotId={lotId} ctx={ctx} />,
};

export default widget;
