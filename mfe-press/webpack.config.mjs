// @ts-check
import { remoteConfig } from '@estate/tooling/webpack/remote';

export default remoteConfig(import.meta.url, {
  name: 'press',
  port: 3002,
  exposes: [
    'PressPage.tsx',
    'PublicationPage.tsx',
    'AboutPage.tsx',
    'ContactsPage.tsx',
    'ExcursionsPage.tsx',
    'PolicyPage.tsx',
  ],
});
