// Tabs with roving focus: arrows (wrapping), Home and End move between enabled tabs and select them. Every tab list
// has its tab panel: the chosen tab's own content, or what the parent renders for the chosen tab (a list the tabs
// filter) given as children. One panel, so every tab controls it and it is labelled by the chosen tab. The tabs
// wrap onto another line rather than scroll, so no label is ever cut at the screen's edge.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { cx } from '../../utils/cx';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
  /** the tab's panel; without it the panel shows the Tabs' children */
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
  /** the panel of a tab without content of its own: what the parent shows for the chosen tab */
  children?: ReactNode;
  /** controls beside the tab list that act on every tab's panel (remove all, a display option) */
  extra?: ReactNode;
  panelClassName?: string;
}

export function Tabs({ tabs, label, value, defaultValue, onChange, variant = 'underline', className, children, extra, panelClassName }: TabsProps) {
  const id = useId();
  const firstEnabled = tabs.find((tab) => !tab.disabled)?.id ?? '';
  const [active, setActive] = useControllableState(value, defaultValue ?? firstEnabled, onChange);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.disabled);
  const activeTab = tabs.find((tab) => tab.id === active);
  const panelId = `${id}-panel`;

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
      <div className={styles.bar}>
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
                aria-controls={panelId}
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
        {extra}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={activeTab && `${id}-tab-${activeTab.id}`} tabIndex={0} className={cx(styles.panel, panelClassName)}>
        {activeTab?.content ?? children}
      </div>
    </div>
  );
}
