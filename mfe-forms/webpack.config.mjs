// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '@estate/tooling/webpack';

export default createConfig({
  name: 'forms',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  port: 3004,
  devProxyTarget: process.env.API_URL ?? 'http://127.0.0.1:4000',
  exposes: {
    './CallbackForm': './src/exposes/CallbackForm.tsx',
    './ExcursionForm': './src/exposes/ExcursionForm.tsx',
    './LotBooking': './src/exposes/LotBooking.tsx',
    './PhoneLogin': './src/exposes/PhoneLogin.tsx',
  },
});
