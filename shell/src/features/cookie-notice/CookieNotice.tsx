// product §2/§4 Cookie notice: a toast 2 s after the page is shown, until the visitor accepts it; the acceptance is
// kept in localStorage (accept-cookie), and analytics starts only after it. The page is shown (server-rendered)
// well before its scripts arrive: the 2 s count from its first paint, so on a slow phone the notice comes as soon as
// the scripts can show it rather than 2 s later still.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { useFrame } from '../../state/frame';
import { useStore } from '../../state/store';
import styles from './CookieNotice.module.css';

/** product §9: notice toast delay. */
export const COOKIE_NOTICE_DELAY_MS = 2000;

/** When the page was first shown (its first contentful paint), in ms since navigation start; now without one. */
function shownAt(): number {
  return performance.getEntriesByName?.('first-contentful-paint')[0]?.startTime ?? performance.now();
}

/** What is left of the delay at `now`, counted from `shown` (none once it is over). */
export function noticeDelay(shown: number, now: number): number {
  return Math.max(0, COOKIE_NOTICE_DELAY_MS - (now - shown));
}

export function CookieNotice() {
  const { consent } = useFrame();
  const accepted = useStore(consent);
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (accepted) return undefined;
    const timer = setTimeout(() => setDue(true), noticeDelay(shownAt(), performance.now()));
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
