// Development only: each widget of this remote on a page of the standalone host, with the props its hosts give.
import { CONTRACT_VERSION, type RemotePage, type RemotePageProps } from '@estate/shared-api';
import { CallbackForm } from '../features/callback/CallbackForm';
import { ExcursionForm } from '../features/excursion/ExcursionForm';
import { LotBooking } from '../features/booking/LotBooking';
import { LotViewing } from '../features/excursion/LotViewing';
import { PhoneLogin } from '../shared/login/PhoneLogin';

const hours = [
  { days: 'Пн–Пт', weekdays: [1, 2, 3, 4, 5], from: '09:00', to: '20:00' },
  { days: 'Сб–Вс', weekdays: [6, 7], from: '10:00', to: '18:00' },
];

const pages: Record<string, (props: RemotePageProps) => React.ReactNode> = {
  callback: ({ ctx }) => (
    <div style={{ padding: 24, background: '#1f2428' }}>
      <CallbackForm ctx={ctx} />
    </div>
  ),
  excursion: ({ ctx }) => (
    <div style={{ padding: 24 }}>
      <ExcursionForm ctx={ctx} office={{ id: 1, name: 'Центральный офис продаж', address: 'Москва, Пресненская наб., 12', hours }} />
    </div>
  ),
  booking: ({ ctx, params }) => (
    <div style={{ padding: 24, maxWidth: 360 }}>
      <LotBooking ctx={ctx} lotId={Number(params.lotId)} />
    </div>
  ),
  viewing: ({ ctx, params }) => (
    <div style={{ padding: 24 }}>
      <LotViewing ctx={ctx} lotId={Number(params.lotId)} lotTitle={`Лот № ${params.lotId ?? ''}`} />
    </div>
  ),
  login: ({ ctx }) => (
    <div style={{ padding: 24 }}>
      <PhoneLogin ctx={ctx} allowLogout />
    </div>
  ),
};

export function widgetPage(name: keyof typeof pages): Promise<{ default: RemotePage }> {
  const render = pages[name];
  if (!render) throw new Error(`no page ${name}`);
  return Promise.resolve({ default: { contractVersion: CONTRACT_VERSION, Component: (props: RemotePageProps) => <>{render(props)}</> } });
}
