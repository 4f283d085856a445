// On a booked lot's page, mounted by the catalog: <ctx.Widget module="forms/OwnBooking" props={{ lotId, otherwise }} />,
// `otherwise` being what the page says to everyone else (also the widget's fallback).
import { CONTRACT_VERSION, type RemoteWidget } from '@estate/shared-api';
import { OwnBooking, type OwnBookingProps } from '../features/booking/OwnBooking';

const widget: RemoteWidget<OwnBookingProps> = { contractVersion: CONTRACT_VERSION, Component: OwnBooking };
export default widget;
