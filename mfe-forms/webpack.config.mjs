// @ts-check
import { remoteConfig } from '@estate/tooling/webpack/remote';

export default remoteConfig(import.meta.url, {
  name: 'forms',
  port: 3004,
  exposes: ['CallbackForm.tsx', 'ExcursionForm.tsx', 'LotBooking.tsx', 'LotViewing.tsx', 'OwnBooking.tsx', 'PhoneLogin.tsx'],
});
