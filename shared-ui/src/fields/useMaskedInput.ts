// Attaches an imask mask to an uncontrolled input and keeps it in step with a form value.
import IMask, { type InputMask } from 'imask';
import { useEffect, useRef } from 'react';
import { toImaskPattern } from './masks';

export interface MaskedInputOptions {
  /** product notation: '#' is a digit */
  mask: string;
  value: string;
  onAccept: (value: string) => void;
  /** must be stable (a module-level function) */
  prepareChar?: (char: string, masked: { value: string }) => string;
}

export function useMaskedInput({ mask, value, onAccept, prepareChar }: MaskedInputOptions) {
  const input = useRef<HTMLInputElement>(null);
  const instance = useRef<InputMask<{ mask: string }> | null>(null);
  const onAcceptRef = useRef(onAccept);

  useEffect(() => {
    onAcceptRef.current = onAccept;
  });

  useEffect(() => {
    if (!input.current) return undefined;
    const masked = IMask(input.current, { mask: toImaskPattern(mask), ...(prepareChar ? { prepareChar } : {}) });
    masked.on('accept', () => onAcceptRef.current(masked.value));
    instance.current = masked;
    return () => {
      masked.destroy();
      instance.current = null;
    };
  }, [mask, prepareChar]);

  // a value set from outside (form reset, initial values) goes into the mask
  useEffect(() => {
    const masked = instance.current;
    if (masked && masked.value !== value) masked.value = value;
  }, [value]);

  return input;
}
