import { MaskedInput } from './MaskedInput';
import { MASKS } from './masks';
import type { BaseFieldProps } from './fieldTypes';

/** product §5's time, 'hh.mm'; pair it with the time() rule (office hours optional). */
export function TimeInput({ placeholder = 'ЧЧ.ММ', ...props }: BaseFieldProps) {
  return <MaskedInput {...props} mask={MASKS.time} placeholder={placeholder} />;
}
