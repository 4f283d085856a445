// The Checkbox bound to a final-form boolean field (the footer form's consent).
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Checkbox } from '../components/Checkbox/Checkbox';
import type { Validator } from '@estate/shared-api/validation/types';
import { useHeldValue } from '../hooks/useHeldValue';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  validate?: Validator;
  disabled?: boolean;
  /** show only the error state, not its text (product §5: an unchecked consent shows an error state) */
  errorStateOnly?: boolean;
  className?: string;
}

export function CheckboxField({ name, label, validate, disabled, errorStateOnly, className }: CheckboxFieldProps) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox', validate });
  const ref = useHeldValue<HTMLInputElement>(Boolean(input.checked), input.onChange);
  const error = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Checkbox
      ref={ref}
      name={name}
      label={label}
      checked={Boolean(input.checked)}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      disabled={disabled}
      error={errorStateOnly ? Boolean(error) : error}
      className={className}
    />
  );
}
