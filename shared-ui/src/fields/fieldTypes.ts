import type { FieldMetaState } from 'react-final-form';
import type { Validator } from '@estate/shared-api/validation/types';

/** Props every form field shares. */
export interface BaseFieldProps {
  /** the final-form field name */
  name: string;
  label: string;
  hideLabel?: boolean;
  validate?: Validator;
  hint?: string;
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
  required?: boolean;
  /** keep the room of a message under the control, so one appearing moves nothing below (FieldShell) */
  reserveMessage?: boolean;
  className?: string;
}

/** The error to show: a validation error once touched (or after a submit), or the server's until edited. */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched && !meta.submitFailed) return undefined;
  const error: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  return typeof error === 'string' && error ? error : undefined;
}
