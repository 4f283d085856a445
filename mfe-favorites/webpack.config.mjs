// @ts-check
import { remoteConfig } from '@estate/tooling/webpack/remote';

export default remoteConfig(import.meta.url, {
  name: 'favorites',
  port: 3003,
  exposes: ['FavoritesPage.tsx', 'ComparisonPage.tsx', 'FavoritesService.ts', 'ToggleButtons.tsx'],
});
