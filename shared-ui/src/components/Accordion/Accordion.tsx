// A disclosure (SPEC §4 accordion: open or closed), e.g. the footer's navigation groups on narrow screens.
import { useId, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { cx } from '../../utils/cx';
import styles from './Accordion.module.css';

export interface AccordionProps {
  title: ReactNode;
  children: ReactNode;
  /** controlled state */
  open?: boolean;
  defaultOpen?: boolean;
  onToggle?: (open: boolean) => void;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function Accordion({ title, children, open, defaultOpen = false, onToggle, headingLevel = 3, className }: AccordionProps) {
  const id = useId();
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onToggle);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, isOpen && styles.open, className)}>
      <Heading className={styles.heading}>
        <button type="button" className={styles.trigger} aria-expanded={isOpen} aria-controls={`${id}-panel`} onClick={() => setOpen(!isOpen)}>
          <span>{title}</span>
          <svg className={styles.icon} width="12" height="8" viewBox="0 0 12 8" aria-hidden="true">
            <path d="M1 1.5 6 6.5l5-5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      </Heading>
      <div id={`${id}-panel`} className={styles.panel} hidden={!isOpen}>
        {children}
      </div>
    </div>
  );
}
