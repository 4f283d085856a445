// A server-rendered control can be typed into or clicked, or filled by the browser (autofill, a page restored from
// history), before React hydrates it. Hydration leaves the element as it is, but the state behind it still holds the
// server's value, and the next render of a controlled element would put that back: the visitor's text or tick would
// vanish. Once mounted, the control takes what its element holds instead.
import { useEffect, useRef } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement;

/** A ref for the field's element; at mount, what the element holds (text, or a checkbox's mark) goes to `onChange` when it is not `value`. */
export function useHeldValue<E extends Control>(value: string | boolean, onChange: (held: string | boolean) => void) {
  const element = useRef<E>(null);
  const atMount = useRef({ value, onChange });
  useEffect(() => {
    const control = element.current;
    if (!control) return;
    const held = control instanceof HTMLInputElement && control.type === 'checkbox' ? control.checked : control.value;
    if (held !== atMount.current.value) atMount.current.onChange(held);
  }, []);
  return element;
}
