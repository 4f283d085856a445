import { MaskedInput } from './MaskedInput';
import { MASKS, PHONE_PLACEHOLDER, phonePrepareChar } from './masks';
import type { BaseFieldProps } from './fieldTypes';

/** product §5: mask '+7 ### ### ## ##', a leading 8 becomes +7, placeholder '+7 ХХХ ХХХ ХХ ХХ'. */
export function PhoneInput({ placeholder = PHONE_PLACEHOLDER, autoComplete = 'tel', ...props }: BaseFieldProps) {
  return (
    <MaskedInput
      {...props}
      mask={MASKS.phone}
      type="tel"
      inputMode="tel"
      placeholder={placeholder}
      autoComplete={autoComplete}
      prepareChar={phonePrepareChar}
    />
  );
}
