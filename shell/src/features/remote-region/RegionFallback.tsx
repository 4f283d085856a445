import styles from './RegionFallback.module.css';

/** Shown inside a region whose remote could not load or crashed; the rest of the site keeps working. */
export function RegionFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.fallback} role="alert" data-testid="region-fallback">
      <h1 className={styles.title}>Раздел временно недоступен</h1>
      <p className={styles.text}>
        Не удалось загрузить содержимое страницы. Проверьте соединение и попробуйте ещё раз.
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Повторить
      </button>
    </section>
  );
}
