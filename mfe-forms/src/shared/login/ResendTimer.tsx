// The resend cool-down: a countdown from the API's resend_in, then the resend button.
import { useState } from 'react';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { useCountdown } from '../lead/useCountdown';
import { RESEND, resendInText } from './loginTexts';
import styles from './PhoneLogin.module.css';

export function ResendTimer({ seconds, onResend, busy }: { seconds: number; onResend: () => void; busy: boolean }) {
  const [ready, setReady] = useState(seconds <= 0);
  const left = useCountdown(Math.max(seconds, 0), () => setReady(true));
  if (ready) {
    return (
      <Button variant="ghost" size="s" onClick={onResend} disabled={busy} className={styles.resend}>
        {RESEND}
      </Button>
    );
  }
  return <p className={styles.hint}>{resendInText(left)}</p>;
}
