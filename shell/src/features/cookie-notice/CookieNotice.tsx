// SPEC §2/§4 Cookie notice: a toast 2 s after the page opens, until the visitor accepts it; the acceptance is
// kept in localStorage (accept-cookie), and analytics starts only after it.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { useFrame } from '../../state/frame';
import { useStore } from '../../state/store';
import styles from './CookieNotice.module.css';

/** SPEC §9: notice toast delay. */
export const COOKIE_NOTICE_DELAY_MS = 2000;

export function CookieNotice() {
  const { consent } = useFrame();
  const accepted = useStore(consent);
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (accepted) return undefined;
    const timer = setTimeout(() => setDue(true), COOKIE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [accepted]);

  if (accepted || !due) return null;
  return (
    <section className={styles.notice} aria-label="Файлы cookie" data-testid="cookie-notice">
      <p className={styles.text}>
        Мы используем файлы cookie, чтобы сайт работал корректно, а с вашего согласия — для аналитики
        посещений.{' '}
        <Link to={sitePaths.policy()} className={styles.link}>
          Подробнее
        </Link>
      </p>
      <Button size="s" onClick={consent.accept} className={styles.accept}>
        Принять
      </Button>
    </section>
  );
}
