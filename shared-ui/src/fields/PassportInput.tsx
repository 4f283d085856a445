import { MaskedInput } from './MaskedInput';
import { MASKS } from './masks';
import type { BaseFieldProps } from './fieldTypes';

/** product §5: mask '#### ######' (series and number); pair it with namedPattern('passport'). */
export function PassportInput({ placeholder = '0000 000000', ...props }: BaseFieldProps) {
  return <MaskedInput {...props} mask={MASKS.passport} placeholder={placeholder} />;
}
