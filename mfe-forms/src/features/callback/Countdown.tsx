// The visible countdown of the success state on mobile and tablet (product §4: the form returns after 5 s).
import { countdownText } from './callbackTexts';
import { useCountdown } from '../../shared/lead/useCountdown';
import styles from './CallbackForm.module.css';

export function Countdown({ seconds, onDone }: { seconds: number; onDone: () => void }) {
  const left = useCountdown(seconds, onDone);
  return (
    <p className={styles.countdown}>
      <span className={styles.countdownBar} style={{ animationDuration: `${seconds}s` }} aria-hidden="true" />
      {countdownText(left)}
    </p>
  );
}
