// The rows of the comparison table (from the API's show_differences/) and the 'show only differences' rule:
// a row is hidden exactly when its values are equal for all compared lots.
import type { ComparisonRow } from '@estate/shared-api/dto/favorites';

export type CellValue = ComparisonRow['values'][number];

/** True when every compared lot has the same value (no lots or one lot: nothing differs). */
export function valuesEqual(values: readonly CellValue[]): boolean {
  return values.every((value) => value === values[0]);
}

export function visibleRows(rows: readonly ComparisonRow[], onlyDifferences: boolean): ComparisonRow[] {
  return onlyDifferences ? rows.filter((row) => !valuesEqual(row.values)) : [...rows];
}

/** The rows for some of the columns (the lots of one kind), in the given order. */
export function pickColumns(rows: readonly ComparisonRow[], columns: readonly number[]): ComparisonRow[] {
  return rows.map((row) => {
    const values = columns.map((column) => row.values[column] ?? null);
    return { ...row, values, differs: !valuesEqual(values) };
  });
}
