/**
 * A field validator in final-form's shape: the error message, or undefined when the value is fine.
 * Extra arguments (all values, field state) are accepted and ignored by the rules of this folder.
 */
export type Validator = (value: unknown, ...rest: unknown[]) => string | undefined;

/** Text of a field value: '' for null/undefined, the string itself, or its String() form. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/** product §5: an empty value passes every pattern check (required is a rule of its own). */
export function isEmpty(value: unknown): boolean {
  return textOf(value) === '';
}
