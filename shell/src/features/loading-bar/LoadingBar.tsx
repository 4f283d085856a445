import styles from './LoadingBar.module.css';

export type LoadingState = 'idle' | 'loading' | 'failed';

/** The thin (2 px) navigation progress bar of SPEC §2, with its failed state. */
export function LoadingBar({ state }: { state: LoadingState }) {
  return (
    <div
      className={styles.bar}
      data-state={state}
      data-testid="loading-bar"
      role="progressbar"
      aria-label="Загрузка страницы"
      aria-hidden={state === 'idle'}
    />
  );
}
