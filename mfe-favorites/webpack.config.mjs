// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '@estate/tooling/webpack';

export default createConfig({
  name: 'favorites',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  port: 3003,
  devProxyTarget: process.env.API_URL ?? 'http://127.0.0.1:4000',
  exposes: {
    './FavoritesPage': './src/exposes/FavoritesPage.tsx',
    './ComparisonPage': './src/exposes/ComparisonPage.tsx',
    './FavoritesService': './src/exposes/FavoritesService.ts',
    './ToggleButtons': './src/exposes/ToggleButtons.tsx',
  },
});
