// A disclosure (product §4 accordion: open or closed), e.g. the footer's navigation groups on narrow screens. Folded
// only on phone-wide screens (`fold="narrow"`), it is the same markup at every width: wider screens show its title
// and content by the stylesheet's media query, so nothing is laid out again once the scripts arrive.
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
  /** 'narrow': folds on phone-wide screens only; wider ones show the title as a heading and the content open */
  fold?: 'always' | 'narrow';
  className?: string;
  /** the heading's class on screens where it does not fold */
  titleClassName?: string;
}

export function Accordion({ title, children, open, defaultOpen = false, onToggle, headingLevel = 3, fold = 'always', className, titleClassName }: AccordionProps) {
  const id = useId();
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onToggle);
  const Heading = `h${headingLevel}` as const;
  const narrow = fold === 'narrow';
  return (
    <div className={cx(styles.root, isOpen && styles.open, narrow && styles.foldsNarrow, className)}>
      <Heading className={cx(styles.heading, narrow && titleClassName)}>
        {narrow && <span className={styles.wideTitle}>{title}</span>}
        <button type="button" className={styles.trigger} aria-expanded={isOpen} aria-controls={`${id}-panel`} onClick={() => setOpen(!isOpen)}>
          <span>{title}</span>
          <svg className={styles.icon} width="12" height="8" viewBox="0 0 12 8" aria-hidden="true">
            <path d="M1 1.5 6 6.5l5-5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      </Heading>
      <div id={`${id}-panel`} className={styles.panel} hidden={!narrow && !isOpen}>
        {children}
      </div>
    </div>
  );
}
