// @ts-check
import { remoteConfig } from '@estate/tooling/webpack/remote';

export default remoteConfig(import.meta.url, {
  name: 'catalog',
  port: 3001,
  exposes: [
    'HomePage.tsx',
    'ProjectsPage.tsx',
    'ProjectPage.tsx',
    'CommercialProjectsPage.tsx',
    'CommercialProjectPage.tsx',
    'SelectionsPage.tsx',
    'FlatPage.tsx',
    'FlatPrintPage.tsx',
    'CommercialPage.tsx',
    'PurchasePage.tsx',
  ],
});
