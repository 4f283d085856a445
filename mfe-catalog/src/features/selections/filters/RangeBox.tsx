// One box of a range filter: typed text is kept locally and committed on Enter or blur; a new committed value
// (Back, reset) replaces the text without moving focus away. Text typed before the page hydrated is taken over, and
// committed at once if the visitor has left the box.
import { useState, type KeyboardEvent } from 'react';
import { useHeldValue } from '@estate/shared-ui/hooks/useHeldValue';
import { parseRangeInput, showRangeValue } from './rangeInput';
import styles from './RangeFilter.module.css';

interface RangeBoxProps {
  name: string;
  prefix: string;
  label: string;
  integer: boolean;
  value: number | null;
  placeholder: number | null | undefined;
  onCommit: (value: number | null) => void;
}

export function RangeBox({ name, prefix, label, integer, value, placeholder, onCommit }: RangeBoxProps) {
  const [text, setText] = useState(() => showRangeValue(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(showRangeValue(value));
  }
  const commit = (typed = text) => {
    const next = parseRangeInput(typed, integer);
    if (next === value) setText(showRangeValue(value));
    else onCommit(next);
  };
  const ref = useHeldValue<HTMLInputElement>(text, (held) => {
    const typed = String(held);
    if (document.activeElement === ref.current) return setText(typed);
    // committed as on a blur, and shown as a committed value is
    setText(showRangeValue(parseRangeInput(typed, integer)));
    commit(typed);
  });
  return (
    <label className={styles.box}>
      <span className={styles.prefix}>{prefix}</span>
      <input
        ref={ref}
        name={name}
        className={styles.input}
        inputMode={integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        aria-label={`${label} ${prefix}`}
        value={text}
        placeholder={showRangeValue(placeholder)}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={() => commit()}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </label>
  );
}
