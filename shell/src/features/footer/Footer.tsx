// product §2 Footer: the call-back form, contacts with the on-map link, the navigation groups (accordions on
// narrow screens), copyright, policy links, the tax-number block, logo and social icons.
import { CallbackSlot } from './CallbackSlot';
import { FooterBottom } from './FooterBottom';
import { FooterContacts } from './FooterContacts';
import { FooterNav } from './FooterNav';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <CallbackSlot />
      <div className={styles.inner}>
        <div className={styles.top}>
          <FooterContacts />
          <FooterNav />
        </div>
        <FooterBottom />
      </div>
    </footer>
  );
}
