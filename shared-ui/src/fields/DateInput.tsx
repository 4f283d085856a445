import { MaskedInput } from './MaskedInput';
import { MASKS } from './masks';
import type { BaseFieldProps } from './fieldTypes';

/** product §5: mask '##.##.####'; pair it with the date() or bookingDate() rule. */
export function DateInput({ placeholder = 'ДД.ММ.ГГГГ', ...props }: BaseFieldProps) {
  return <MaskedInput {...props} mask={MASKS.date} placeholder={placeholder} />;
}
