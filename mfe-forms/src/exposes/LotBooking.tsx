// Online booking of a lot, mounted by the catalog's lot pages: <ctx.Widget module="forms/LotBooking" props={{ lotId }} />.
// The dialog it opens asks for the phone login (forms' PhoneLogin) first.
import { CONTRACT_VERSION, type RemoteWidget } from '@estate/shared-api';
import { LotBooking, type LotBookingProps } from '../features/booking/LotBooking';

const widget: RemoteWidget<LotBookingProps> = { contractVersion: CONTRACT_VERSION, Component: LotBooking };
export default widget;
