// The right side of the header: phone, compare and favourites counters, the call-to-action and the burger.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { useFrame } from '../../state/frame';
import { useStore } from '../../state/store';
import { formatPhone, telHref } from '@estate/shared-ui/format/phone';
import { scrollToCallback } from '../../shared/navigation/callbackAnchor';
import { Icon } from '../../shared/icons/Icon';
import { MENU_LABELS } from '../../shared/navigation/labels';
import { CounterLink } from './CounterLink';
import styles from './Header.module.css';

export const CTA_LABEL = 'Заказать звонок';

export function HeaderActions({ menuOpen, onOpenMenu }: { menuOpen: boolean; onOpenMenu: () => void }) {
  const { baseData, lotCounts } = useFrame();
  const counts = useStore(lotCounts);
  const phone = baseData?.central_sales_office.phone_number;
  return (
    <div className={styles.actions}>
      {phone && (
        <a className={styles.phone} href={telHref(phone)} aria-label={`Позвонить: ${formatPhone(phone)}`}>
          <Icon name="phone" size={20} className={styles.phoneIcon} />
          <span className={styles.phoneText}>{formatPhone(phone)}</span>
        </a>
      )}
      <CounterLink
        href={sitePaths.comparison()}
        icon="compare"
        label={MENU_LABELS.comparison}
        count={counts.comparison}
        className={styles.compare}
      />
      <CounterLink href={sitePaths.favorites()} icon="heart" label={MENU_LABELS.favorites} count={counts.favorites} />
      <Button size="s" className={styles.cta} onClick={scrollToCallback}>
        {CTA_LABEL}
      </Button>
      <button
        type="button"
        className={styles.burger}
        aria-label="Открыть меню"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
      >
        <Icon name="burger" />
      </button>
    </div>
  );
}
