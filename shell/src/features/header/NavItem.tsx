// One header menu item with its hover dropdown. The panel follows its trigger in the DOM, so Tab walks from
// the trigger into the panel; Esc closes it and returns focus to the trigger.
import { useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../../shared/icons/Icon';
import type { DropdownId, Dropdowns } from './useDropdowns';
import styles from './Header.module.css';

interface Props {
  id: DropdownId;
  label: ReactNode;
  dropdowns: Dropdowns;
  disabled?: boolean;
  /** the panel's content */
  children: ReactNode;
  icon?: ReactNode;
}

export function NavItem({ id, label, dropdowns, disabled = false, children, icon }: Props) {
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const open = dropdowns.open === id && !disabled;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    dropdowns.close();
    trigger.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) dropdowns.close();
  };

  return (
    <li
      className={styles.item}
      onMouseEnter={() => !disabled && dropdowns.show(id)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      data-dropdown={id}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={disabled}
        onClick={() => dropdowns.toggle(id)}
      >
        {icon}
        <span>{label}</span>
        {!disabled && <Icon name="chevronDown" size={16} className={styles.chevron} />}
      </button>
      {open && (
        <div id={panelId} className={styles.panel} data-testid={`dropdown-${id}`}>
          {children}
        </div>
      )}
    </li>
  );
}
