// The footer call-back form, mounted by the shell's footer: <ctx.Widget module="forms/CallbackForm" />.
import { CONTRACT_VERSION, type RemoteWidget } from '@estate/shared-api';
import { CallbackForm } from '../features/callback/CallbackForm';

const widget: RemoteWidget = { contractVersion: CONTRACT_VERSION, Component: CallbackForm };
export default widget;
