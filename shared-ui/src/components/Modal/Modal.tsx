// A dialog over the page: locks page scroll, hides chat widgets, closes on Esc, the close button and the backdrop,
// keeps Tab inside and gives focus back on close. `inline` renders it in place without side effects (showcase).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../utils/cx';
import { CloseIcon } from './CloseIcon';
import { hideChatWidgets } from './chatWidgets';
import { lockScroll } from './scrollLock';
import { trapTab } from './focusTrap';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** the dialog's heading and accessible name */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  size?: 's' | 'm' | 'l' | 'full';
  /** in place, inside the parent, without locking the page (previews) */
  inline?: boolean;
  closeLabel?: string;
  className?: string;
}

export function Modal(props: ModalProps) {
  const { open, onClose, inline = false, size = 'm', closeLabel = 'Закрыть' } = props;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open || inline) return undefined;
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const showWidgets = hideChatWidgets();
    panel.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
      else if (panel.current) trapTab(event, panel.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      showWidgets();
      unlock();
      returnFocus?.focus();
    };
  }, [open, inline]);

  if (!open) return null;
  const dialog = (
    <div className={cx(styles.backdrop, inline && styles.inline)} onClick={onClose}>
      <div
        ref={panel}
        role="dialog"
        aria-modal={inline ? undefined : true}
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.panel, styles[size], props.className)}
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={cx(styles.title, props.hideTitle && styles.hiddenTitle)}>
            {props.title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{props.children}</div>
        {props.footer && <div className={styles.footer}>{props.footer}</div>}
      </div>
    </div>
  );
  if (inline || typeof document === 'undefined') return dialog;
  return createPortal(dialog, document.body);
}
