// Issue 2: on a page of each remote, exactly one copy of each shared singleton is loaded.
import { expect, test } from '@playwright/test';
import { sharedCopies } from '../harness/federation';

const singletons = ['react', 'react-dom', 'react-router-dom', 'mobx', 'rxjs'];
const pages = [
  { path: '/', region: 'catalog/HomePage' },
  { path: '/press', region: 'press/PressPage' },
  { path: '/favorites', region: 'favorites/FavoritesPage' },
];

for (const { path: pagePath, region } of pages) {
  test(`${pagePath}: one copy of each shared singleton`, async ({ page }) => {
    await page.goto(pagePath);
    await expect(page.locator(`[data-remote-region="${region}"] h1`)).toBeVisible();
    const copies = await sharedCopies(page);
    for (const name of singletons) {
      const loaded = copies.filter((copy) => copy.name === name && copy.loaded);
      expect(loaded, `${name} loaded copies: ${JSON.stringify(loaded)}`).toHaveLength(1);
    }
  });
}
