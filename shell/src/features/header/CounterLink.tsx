import { Icon, type IconName } from '../../shared/icons/Icon';
import styles from './Header.module.css';

/** The compare or favourites icon with its count; product §2: it opens in a new tab. */
export function CounterLink({
  href,
  icon,
  label,
  count,
  className,
}: {
  href: string;
  icon: IconName;
  label: string;
  count: number;
  className?: string;
}) {
  return (
    <a
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={`${label}: ${count}`}
      title={label}
      data-counter={href.slice(1)}
    >
      <Icon name={icon} />
      <span className={styles.badge} data-empty={count === 0 || undefined} aria-hidden="true">
        {count}
      </span>
    </a>
  );
}
