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
  /** the form's value as last rendered */
  const rendered = useRef(value);

  useEffect(() => {
    onAcceptRef.current = onAccept;
  });

  useEffect(() => {
    if (!input.current) return undefined;
    const masked = IMask(input.current, { mask: toImaskPattern(mask), ...(prepareChar ? { prepareChar } : {}) });
    masked.on('accept', () => onAcceptRef.current(masked.value));
    instance.current = masked;
    // the mask starts from what the element holds: text typed (or filled in by the browser) before hydration is kept
    if (masked.value !== rendered.current) onAcceptRef.current(masked.value);
    return () => {
      masked.destroy();
      instance.current = null;
    };
  }, [mask, prepareChar]);

  // a value set from outside (a form reset) goes into the mask; at mount the mask took the element's instead
  useEffect(() => {
    const masked = instance.current;
    if (value === rendered.current) return;
    rendered.current = value;
    if (masked && masked.value !== value) masked.value = value;
  }, [value]);

  return input;
}
