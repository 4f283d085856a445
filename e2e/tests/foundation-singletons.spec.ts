// On a page of each remote, exactly one copy of each shared singleton is loaded, and the remote that drew
// the page uses that copy rather than one of its own.
import { expect, test } from '../harness/test';
import { sharedCopies } from '../harness/federation';

const singletons = ['react', 'react-dom', 'react-router-dom', 'mobx', 'rxjs'];
const pages = [
  { path: '/', region: 'catalog/HomePage', remote: 'catalog' },
  { path: '/press', region: 'press/PressPage', remote: 'press' },
  { path: '/favorites', region: 'favorites/FavoritesPage', remote: 'favorites' },
];

for (const { path: pagePath, region, remote } of pages) {
  test(`${pagePath}: one copy of each shared singleton, used by ${remote}`, async ({ page }) => {
    await page.goto(pagePath);
    await expect(page.locator(`[data-remote-region="${region}"] h1`)).toBeVisible();
    // the footer's call-back form is the forms remote's widget on every page
    await expect(page.locator('footer form').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const copies = await sharedCopies(page);
    for (const name of singletons) {
      const loaded = copies.filter((copy) => copy.name === name && copy.loaded);
      expect(loaded, `${name}: ${JSON.stringify(loaded)}`).toHaveLength(1);
    }
    const react = copies.find((copy) => copy.name === 'react' && copy.loaded);
    expect(react?.useIn).toEqual(expect.arrayContaining(['shell', remote, 'forms']));
  });
}
