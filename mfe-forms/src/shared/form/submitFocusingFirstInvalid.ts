// Submits a final-form form; after a refused submit, keyboard and screen-reader users land on the first field to fix.
import type { FormEvent } from 'react';
import type { FormApi, ValidationErrors } from 'final-form';

interface SubmittableForm<Values> {
  handleSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  form: FormApi<Values>;
}

/** The `onSubmit` of a `<form>` rendered by final-form; `order` lists the field names top to bottom. */
export function submitFocusingFirstInvalid<Values>(
  event: FormEvent<HTMLFormElement>,
  { handleSubmit, form }: SubmittableForm<Values>,
  order: readonly string[],
): void {
  const element = event.currentTarget;
  void handleSubmit(event);
  const { hasValidationErrors, errors } = form.getState();
  if (hasValidationErrors) focusFirstInvalid(element, errors, order);
}

function focusFirstInvalid(form: HTMLFormElement, errors: ValidationErrors | undefined, order: readonly string[]): void {
  if (!errors) return;
  const name = order.find((field) => Boolean((errors as Record<string, unknown>)[field]));
  if (!name) return;
  form.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}
