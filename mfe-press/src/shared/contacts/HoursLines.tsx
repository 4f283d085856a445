import styles from './HoursLines.module.css';

/** An office's working hours, a line each ('Пн–Пт: 9:00–21:00'). */
export function HoursLines({ lines }: { lines: readonly string[] }) {
  return lines.map((line) => (
    <span key={line} className={styles.line}>
      {line}
    </span>
  ));
}
