// Tabs with roving focus: arrows (wrapping), Home and End move between enabled tabs and select them.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { cx } from '../../utils/cx';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
  /** the panel; tabs without content act as a switch (a filter), the parent renders what follows */
  content?: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** accessible name of the tab list */
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  variant?: 'underline' | 'pills';
  className?: string;
}

export function Tabs({ tabs, label, value, defaultValue, onChange, variant = 'underline', className }: TabsProps) {
  const id = useId();
  const firstEnabled = tabs.find((tab) => !tab.disabled)?.id ?? '';
  const [active, setActive] = useControllableState(value, defaultValue ?? firstEnabled, onChange);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.disabled);
  const activeTab = tabs.find((tab) => tab.id === active);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((tab) => tab.id === active);
    const target =
      event.key === 'ArrowRight' ? enabled[(index + 1) % enabled.length]
      : event.key === 'ArrowLeft' ? enabled[(index - 1 + enabled.length) % enabled.length]
      : event.key === 'Home' ? enabled[0]
      : event.key === 'End' ? enabled.at(-1)
      : undefined;
    if (!target) return;
    event.preventDefault();
    setActive(target.id);
    buttons.current.get(target.id)?.focus();
  };

  return (
    <div className={cx(styles.root, styles[variant], className)}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={tab.content !== undefined ? `${id}-panel-${tab.id}` : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              className={cx(styles.tab, selected && styles.selected)}
              onClick={() => setActive(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {activeTab?.content !== undefined && (
        <div role="tabpanel" id={`${id}-panel-${activeTab.id}`} aria-labelledby={`${id}-tab-${activeTab.id}`} tabIndex={0} className={styles.panel}>
          {activeTab.content}
        </div>
      )}
    </div>
  );
}
