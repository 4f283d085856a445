// One-time-code phone login. The booking flow (forms/LotBooking) asks for it before a lot can be booked; any app can
// also mount it alone: <ctx.Widget module="forms/PhoneLogin" props={{ onLoggedIn }} />.
import { CONTRACT_VERSION, type RemoteWidget } from '@estate/shared-api';
import { PhoneLogin, type PhoneLoginProps } from '../shared/login/PhoneLogin';

function PhoneLoginWidget(props: PhoneLoginProps & { ctx: Parameters<typeof PhoneLogin>[0]['ctx'] }) {
  return <PhoneLogin allowLogout {...props} />;
}

const widget: RemoteWidget<PhoneLoginProps> = { contractVersion: CONTRACT_VERSION, Component: PhoneLoginWidget };
export default widget;
