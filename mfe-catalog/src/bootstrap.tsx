// Standalone development host: this remote's pages alone, with the same contract the shell provides.
import { startStandalone } from '@estate/tooling/standalone';

startStandalone([
  { path: '/', load: () => import('./exposes/HomePage') },
  { path: '/projects', load: () => import('./exposes/ProjectsPage') },
  { path: '/projects/commercial', load: () => import('./exposes/CommercialProjectsPage') },
  { path: '/projects/commercial/:slug', load: () => import('./exposes/CommercialProjectPage') },
  { path: '/projects/:slug', load: () => import('./exposes/ProjectPage') },
  { path: '/selections', load: () => import('./exposes/SelectionsPage') },
  { path: '/selections/:type', load: () => import('./exposes/SelectionsPage') },
  { path: '/flats/:id', load: () => import('./exposes/FlatPage') },
  { path: '/flats/print/:id', load: () => import('./exposes/FlatPrintPage') },
  { path: '/commercials/:id', load: () => import('./exposes/CommercialPage') },
  { path: '/purchase', load: () => import('./exposes/PurchasePage') },
]);
