// A final-form field with an imask mask: the base of PhoneInput, DateInput, TimeInput and PassportInput.
import { useField } from 'react-final-form';
import { FieldShell } from './FieldShell';
import { visibleError, type BaseFieldProps } from './fieldTypes';
import { useMaskedInput } from './useMaskedInput';
import styles from './Field.module.css';

export interface MaskedInputProps extends BaseFieldProps {
  /** product notation: '#' is a digit */
  mask: string;
  type?: 'text' | 'tel';
  inputMode?: 'numeric' | 'tel' | 'text';
  prepareChar?: (char: string, masked: { value: string }) => string;
}

export function MaskedInput(props: MaskedInputProps) {
  const { name, label, validate, mask, type = 'text', inputMode = 'numeric', prepareChar } = props;
  const { input, meta } = useField<string>(name, { validate });
  const ref = useMaskedInput({ mask, value: input.value ?? '', onAccept: input.onChange, prepareChar });
  return (
    <FieldShell label={label} hideLabel={props.hideLabel} error={visibleError(meta)} hint={props.hint} required={props.required} disabled={props.disabled} reserveMessage={props.reserveMessage} className={props.className}>
      {(aria) => (
        <input
          {...aria}
          ref={ref}
          name={name}
          type={type}
          inputMode={inputMode}
          defaultValue={input.value ?? ''}
          placeholder={props.placeholder}
          disabled={props.disabled}
          autoComplete={props.autoComplete}
          className={styles.input}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
        />
      )}
    </FieldShell>
  );
}
