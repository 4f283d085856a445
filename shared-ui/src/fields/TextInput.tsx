// A plain text field (or a textarea with `multiline`) for react-final-form.
import { useField } from 'react-final-form';
import { FieldShell } from './FieldShell';
import { visibleError, type BaseFieldProps } from './fieldTypes';
import { useHeldValue } from '../hooks/useHeldValue';
import styles from './Field.module.css';

export interface TextInputProps extends BaseFieldProps {
  /** the input refuses longer text; for the 'Превышено…' message use the maxLength() rule instead */
  maxLength?: number;
  type?: 'text' | 'email' | 'search';
  multiline?: boolean;
  rows?: number;
}

export function TextInput(props: TextInputProps) {
  const { name, label, validate, type = 'text', multiline = false } = props;
  const { input, meta } = useField<string>(name, { validate });
  // one ref fits both elements the field may render
  const ref = useHeldValue<HTMLInputElement & HTMLTextAreaElement>(input.value ?? '', input.onChange);
  const common = {
    ref,
    name,
    value: input.value ?? '',
    onChange: input.onChange,
    onBlur: input.onBlur,
    onFocus: input.onFocus,
    placeholder: props.placeholder,
    disabled: props.disabled,
    autoComplete: props.autoComplete,
    maxLength: props.maxLength,
    className: styles.input,
  };
  return (
    <FieldShell label={label} hideLabel={props.hideLabel} error={visibleError(meta)} hint={props.hint} required={props.required} disabled={props.disabled} reserveMessage={props.reserveMessage} className={props.className}>
      {(aria) => (multiline ? <textarea {...aria} {...common} rows={props.rows ?? 4} /> : <input {...aria} {...common} type={type} />)}
    </FieldShell>
  );
}
