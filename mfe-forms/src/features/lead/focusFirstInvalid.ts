// After a refused submit, keyboard and screen-reader users land on the first field to fix.
import type { ValidationErrors } from 'final-form';

export function focusFirstInvalid(form: HTMLFormElement | null, errors: ValidationErrors | undefined, order: string[]): void {
  if (!form || !errors) return;
  const name = order.find((field) => Boolean((errors as Record<string, unknown>)[field]));
  if (!name) return;
  form.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}
