import styles from './ErrorPage.module.css';

/** The errors layout's animation: three blocks falling into a pile. Decorative only. */
export function FallingBlocks() {
  return (
    <div className={styles.blocks} aria-hidden="true">
      <span className={styles.block} />
      <span className={styles.block} />
      <span className={styles.block} />
    </div>
  );
}
