// The success and failure states of a form: a heading that takes focus, a text, and an action.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@estate/shared-ui/components/Button/Button';
import styles from './ResultPanel.module.css';

export interface ResultPanelProps {
  tone: 'success' | 'failure';
  title: string;
  text: string;
  /** the button; none on mobile success, where the countdown brings the form back */
  action?: { label: string; onClick: () => void };
  children?: ReactNode;
}

export function ResultPanel({ tone, title, text, action, children }: ResultPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={`${styles.panel} ${styles[tone]}`} data-state={tone}>
      <span className={styles.badge} aria-hidden="true">
        {tone === 'success' ? '✓' : '!'}
      </span>
      <h2 ref={heading} tabIndex={-1} className={styles.panelTitle}>
        {title}
      </h2>
      <p className={styles.panelText}>{text}</p>
      {children}
      {action && (
        <Button variant={tone === 'success' ? 'primary' : 'secondary'} onClick={action.onClick} className={styles.panelButton}>
          {action.label}
        </Button>
      )}
    </div>
  );
}
