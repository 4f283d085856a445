import styles from './RegionLoading.module.css';

/** The region while its remote loads: a quiet skeleton that keeps the layout from jumping. */
export function RegionLoading() {
  return (
    <div className={styles.loading} aria-busy="true" aria-live="polite">
      <span className={styles.label}>Загрузка…</span>
    </div>
  );
}
