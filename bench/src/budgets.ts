// Page-weight budgets: the site's own JavaScript transferred before the load event, gzip.
// Pages arrive server-rendered and the remotes' code loads after the load event, so before it only the shell's own
// scripts count: 160 KB on every route since the browser builds share only the parts of react-router-dom and rxjs
// the apps use (tooling/webpack/shared) and the mobile menu loads when first opened, 217 KB before.
import type { PageWeight } from './pageWeight';

export const kb = 1024;
export const homeBudget = 180 * kb;
export const routeBudget = 220 * kb;

export function budgetFor(path: string): number {
  return path === '/' ? homeBudget : routeBudget;
}

export interface BudgetViolation {
  path: string;
  measured: number;
  budget: number;
}

/** Every route whose JavaScript before load exceeds its budget; `budgetOf` can be swapped to prove the check bites. */
export function checkBudgets(
  weights: Array<{ path: string; weight: PageWeight }>,
  budgetOf: (path: string) => number = budgetFor,
): BudgetViolation[] {
  return weights
    .filter(({ path, weight }) => weight.jsBeforeLoad > budgetOf(path))
    .map(({ path, weight }) => ({ path, measured: weight.jsBeforeLoad, budget: budgetOf(path) }));
}

export function describeViolations(violations: BudgetViolation[]): string {
  return violations
    .map(
      ({ path, measured, budget }) =>
        `${path}: ${(measured / kb).toFixed(1)} KB of JavaScript before load > budget ${(budget / kb).toFixed(0)} KB`,
    )
    .join('\n');
}
