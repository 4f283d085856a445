// Standalone development host: this remote's widgets, each on a page, with the same contract the shell provides.
import '@estate/shared-ui/tokens/tokens.css';
import { startStandalone } from '@estate/tooling/standalone';
import { widgetPage } from './standalone/widgetPages';

startStandalone([
  { path: '/', load: () => widgetPage('callback') },
  { path: '/excursion', load: () => widgetPage('excursion') },
  { path: '/booking/:lotId', load: () => widgetPage('booking') },
  { path: '/viewing/:lotId', load: () => widgetPage('viewing') },
  { path: '/login', load: () => widgetPage('login') },
]);
