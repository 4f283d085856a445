import styles from './Logo.module.css';

/**
 * The mark (a sun over the horizon) and the wordmark; `light` for dark backgrounds. `shrink` (the header's) makes
 * the wordmark smaller on small phones and leaves the mark alone on the smallest, so the header's controls fit.
 */
export function Logo({ tone = 'dark', compact = false, shrink = false }: { tone?: 'dark' | 'light'; compact?: boolean; shrink?: boolean }) {
  return (
    <span className={styles.logo} data-tone={tone} data-compact={compact || undefined} data-shrink={shrink || undefined}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" className={styles.markBg} />
        <path d="M11 25a9 9 0 0 1 18 0z" className={styles.sun} />
        <path d="M7 25h26M10 29.5h20" className={styles.horizon} strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className={styles.word}>
        <span className={styles.name}>Горизонт</span>{' '}
        <span className={styles.sub}>девелопмент</span>
      </span>
    </span>
  );
}
