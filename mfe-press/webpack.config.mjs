// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '@estate/tooling/webpack';

export default createConfig({
  name: 'press',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  port: 3002,
  devProxyTarget: process.env.API_URL ?? 'http://127.0.0.1:4000',
  exposes: {
    './PressPage': './src/exposes/PressPage.tsx',
    './PublicationPage': './src/exposes/PublicationPage.tsx',
    './AboutPage': './src/exposes/AboutPage.tsx',
    './ContactsPage': './src/exposes/ContactsPage.tsx',
    './ExcursionsPage': './src/exposes/ExcursionsPage.tsx',
    './PolicyPage': './src/exposes/PolicyPage.tsx',
  },
});
