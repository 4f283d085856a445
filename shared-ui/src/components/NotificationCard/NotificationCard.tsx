// The notice after adding to favourites or comparison (product §4): clears itself after 3 s when given `duration`.
import { useEffect, useRef } from 'react';
import { Button } from '../Button/Button';
import { CloseIcon } from '../Modal/CloseIcon';
import { Image } from '../Image/Image';
import { cx } from '../../utils/cx';
import styles from './NotificationCard.module.css';

/** product §9: notification clear time. */
export const NOTIFICATION_CLEAR_MS = 3000;

export interface NotificationCardProps {
  title: string;
  text?: string;
  link?: { href: string; label: string };
  /** image path of the lot */
  image?: string;
  onClose?: () => void;
  /** ms until onClose is called by itself (NOTIFICATION_CLEAR_MS in the notification strip) */
  duration?: number;
  closeLabel?: string;
  className?: string;
}

export function NotificationCard({ title, text, link, image, onClose, duration, closeLabel = 'Закрыть', className }: NotificationCardProps) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (duration === undefined) return undefined;
    const timer = setTimeout(() => onCloseRef.current?.(), duration);
    return () => clearTimeout(timer);
  }, [duration]);

  return (
    <div role="status" className={cx(styles.card, className)}>
      {image && <Image path={image} alt="" className={styles.image} sizes="6.4rem" widths={[320]} preview={false} />}
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {text && <p className={styles.text}>{text}</p>}
        {link && (
          <Button href={link.href} variant="ghost" size="s" className={styles.link}>
            {link.label}
          </Button>
        )}
      </div>
      {onClose && (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <CloseIcon size={16} />
        </button>
      )}
    </div>
  );
}
