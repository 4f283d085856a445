// product §2 Mobile menu (tablet and mobile): city select, the header's items plus press centre, excursions,
// contacts and about; a two-level submenu for purchase and projects (back button, promo card); the compare
// button disabled at zero. shared-ui's Modal locks page scroll and hides chat widgets (product §4 Menu modal).
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { useState } from 'react';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { Modal } from '@estate/shared-ui/components/Modal/Modal';
import { Select } from '@estate/shared-ui/components/Select/Select';
import { useShell } from '../../../shared/useShell';
import { useFrame } from '../../../state/frame';
import { useStore } from '../../../state/store';
import { changeCity } from '../../../shared/city/changeCity';
import { ContactStrip } from '../../../shared/contacts/ContactStrip';
import { scrollToCallback } from '../../../shared/navigation/callbackAnchor';
import { MENU_LABELS } from '../../../shared/navigation/labels';
import { MainList } from './MainList';
import { Submenu, type SubmenuId } from './Submenu';
import styles from './MobileMenu.module.css';

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const shell = useShell();
  const { city, cities, baseData, lotCounts } = useFrame();
  const counts = useStore(lotCounts);
  const [submenu, setSubmenu] = useState<SubmenuId | null>(null);
  const [returnTo, setReturnTo] = useState<SubmenuId | null>(null);

  const close = () => {
    setSubmenu(null);
    setReturnTo(null);
    onClose();
  };
  const back = () => {
    setReturnTo(submenu);
    setSubmenu(null);
  };
  const callBack = () => {
    close();
    // after the dialog has given the page its scroll back
    setTimeout(scrollToCallback, 0);
  };

  return (
    <Modal open={open} onClose={close} title={MENU_LABELS.menu} size="full" className={styles.dialog}>
      <div className={styles.menu} data-testid="mobile-menu" data-level={submenu ? 2 : 1}>
        {submenu ? (
          <Submenu id={submenu} onBack={back} onNavigate={close} />
        ) : (
          <>
            <Select
              label="Город"
              options={cities.map((option) => ({ label: option.title, value: option.slug }))}
              value={city.slug}
              disabled={cities.length < 2}
              onChange={(slug) => void changeCity(shell, slug)}
              className={styles.city}
            />
            <MainList onOpen={setSubmenu} onNavigate={close} focusItem={returnTo} />
            <div className={styles.buttons}>
              <Button
                href={sitePaths.comparison()}
                newTab
                variant="outline"
                disabled={counts.comparison === 0}
                className={styles.counterButton}
              >
                {MENU_LABELS.comparison}
                <span className={styles.count}>{counts.comparison}</span>
              </Button>
              <Button href={sitePaths.favorites()} newTab variant="outline" className={styles.counterButton}>
                {MENU_LABELS.favorites}
                <span className={styles.count}>{counts.favorites}</span>
              </Button>
            </div>
            <Button fullWidth onClick={callBack}>
              Заказать звонок
            </Button>
            <div className={styles.contacts}>
              <ContactStrip baseData={baseData} layout="column" />
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
