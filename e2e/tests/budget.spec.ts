// Page-weight budgets on the production build. The site's own JavaScript transferred before the
// load event (gzip; third-party scripts are the services' weight) stays within 180 KB on the home page and 220 KB on
// every other route; a regression names the route.
import { expect, test } from '../harness/test';
import { budgetFor, checkBudgets, describeViolations } from '../../bench/src/budgets';
import { measurePageWeight, type PageWeight } from '../../bench/src/pageWeight';
import { measuredRoutes } from '../../bench/src/routes';

test.describe.configure({ mode: 'serial' });

const weights: Array<{ path: string; weight: PageWeight }> = [];

test('every route stays within its JavaScript budget', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  for (const path of await measuredRoutes(baseURL as string)) {
    const context = await browser.newContext();
    weights.push({ path, weight: await measurePageWeight(await context.newPage(), `${baseURL}${path}`) });
    await context.close();
  }
  for (const { path, weight } of weights) {
    test.info().annotations.push({
      type: 'page weight',
      description: `${path}: ${(weight.jsBeforeLoad / 1024).toFixed(1)} KB JS before load (budget ${budgetFor(path) / 1024} KB), ${(weight.js / 1024).toFixed(1)} KB JS until idle`,
    });
  }
  const violations = checkBudgets(weights);
  expect(violations, describeViolations(violations)).toEqual([]);
});

test('the budget check fails once a budget is below the measured figure', () => {
  expect(weights.length).toBeGreaterThan(0);
  const heaviest = weights.reduce((a, b) => (a.weight.jsBeforeLoad >= b.weight.jsBeforeLoad ? a : b));
  const lowered = (path: string) =>
    path === heaviest.path ? heaviest.weight.jsBeforeLoad - 1 : budgetFor(path);
  const violations = checkBudgets(weights, lowered);
  expect(violations).toEqual([
    { path: heaviest.path, measured: heaviest.weight.jsBeforeLoad, budget: heaviest.weight.jsBeforeLoad - 1 },
  ]);
  expect(describeViolations(violations)).toContain(heaviest.path);
});
