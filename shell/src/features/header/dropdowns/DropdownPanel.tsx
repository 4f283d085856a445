// The common body of every header dropdown: its links, promo cards beside them and the contact strip below.
import type { MouseEvent, ReactNode } from 'react';
import type { MenuCard } from '@estate/shared-api/dto/baseData';
import { PromoCard } from '@estate/shared-ui/components/PromoCard/PromoCard';
import { ContactStrip } from '../../../shared/contacts/ContactStrip';
import { toPromoCard } from '../../../shared/navigation/promoCards';
import { useFrame } from '../../../state/frame';
import { useShell } from '../../../shared/useShell';
import styles from './DropdownPanel.module.css';

interface Props {
  children: ReactNode;
  cards?: readonly MenuCard[];
  onNavigate: () => void;
}

export function DropdownPanel({ children, cards = [], onNavigate }: Props) {
  const { baseData } = useFrame();
  const { device } = useShell();
  // a click on any link inside closes the panel, also when it points at the page already shown
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) onNavigate();
  };
  return (
    <div className={styles.panel} onClick={onClick}>
      <div className={styles.body}>
        <div className={styles.main}>{children}</div>
        {cards.length > 0 && (
          <div className={styles.cards}>
            {cards.slice(0, 2).map((card) => (
              <PromoCard key={card.id} {...toPromoCard(card)} webp={device.webp} className={styles.card} />
            ))}
          </div>
        )}
      </div>
      <div className={styles.contacts}>
        <div className={styles.contactsInner}>
          <ContactStrip baseData={baseData} />
        </div>
      </div>
    </div>
  );
}
