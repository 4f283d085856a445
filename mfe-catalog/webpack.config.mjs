// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '@estate/tooling/webpack';

export default createConfig({
  name: 'catalog',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  port: 3001,
  devProxyTarget: process.env.API_URL ?? 'http://127.0.0.1:4000',
  exposes: {
    './HomePage': './src/exposes/HomePage.tsx',
    './ProjectsPage': './src/exposes/ProjectsPage.tsx',
    './ProjectPage': './src/exposes/ProjectPage.tsx',
    './CommercialProjectsPage': './src/exposes/CommercialProjectsPage.tsx',
    './CommercialProjectPage': './src/exposes/CommercialProjectPage.tsx',
    './SelectionsPage': './src/exposes/SelectionsPage.tsx',
    './FlatPage': './src/exposes/FlatPage.tsx',
    './FlatPrintPage': './src/exposes/FlatPrintPage.tsx',
    './CommercialPage': './src/exposes/CommercialPage.tsx',
    './PurchasePage': './src/exposes/PurchasePage.tsx',
  },
});
