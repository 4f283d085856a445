// Standalone development host: this remote's pages alone, with the same contract the shell provides.
import '@estate/shared-ui/tokens/tokens.css';
import { startStandalone } from '@estate/tooling/standalone';

startStandalone([
  { path: '/press', load: () => import('./exposes/PressPage') },
  { path: '/press/:slug', load: () => import('./exposes/PublicationPage') },
  { path: '/about', load: () => import('./exposes/AboutPage') },
  { path: '/contacts', load: () => import('./exposes/ContactsPage') },
  { path: '/excursions', load: () => import('./exposes/ExcursionsPage') },
  { path: '/personal-data-processing-policy', load: () => import('./exposes/PolicyPage') },
]);
