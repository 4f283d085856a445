// Removes one lot from a list on the list's own page: a round icon button over the card, named for screen readers.
import styles from './RemoveButton.module.css';

export interface RemoveButtonProps {
  /** the accessible name: 'Удалить из избранного' */
  label: string;
  onClick: () => void;
  busy?: boolean;
}

export function RemoveButton({ label, onClick, busy = false }: RemoveButtonProps) {
  return (
    <button
      type="button"
      className={styles.remove}
      aria-label={label}
      title={label}
      aria-busy={busy || undefined}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!busy) onClick();
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
