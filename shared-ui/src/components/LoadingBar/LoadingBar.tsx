// The thin navigation progress bar of product §2 (2 px) with a failed state.
import { cx } from '../../utils/cx';
import styles from './LoadingBar.module.css';

export interface LoadingBarProps {
  /** 0…1 */
  progress: number;
  visible: boolean;
  failed?: boolean;
  label?: string;
  /** position: fixed at the top of the page (default) or in place */
  fixed?: boolean;
}

export function LoadingBar({ progress, visible, failed = false, label = 'Загрузка страницы', fixed = true }: LoadingBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <div
      className={cx(styles.bar, fixed && styles.fixed, visible && styles.visible, failed && styles.failed)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-hidden={!visible || undefined}
      data-failed={failed || undefined}
    >
      <div className={styles.fill} style={{ transform: `scaleX(${percent / 100})` }} />
    </div>
  );
}
