// The central sales office in the footer: phone, e-mail, address with the on-map link, hours, social icons.
// On narrow screens the address folds into an accordion.
import { Accordion } from '@estate/shared-ui/components/Accordion/Accordion';
import { useFrame } from '../../state/frame';
import { formatPhone, mailtoHref, telHref } from '@estate/shared-ui/format/phone';
import { mapUrl } from '@estate/shared-ui/format/mapLinks';
import { SocialIcons } from '../../shared/contacts/SocialIcons';
import styles from './Footer.module.css';

export function FooterContacts() {
  const { baseData } = useFrame();
  if (!baseData) return null;
  const office = baseData.central_sales_office;
  const address = (
    <address className={styles.address}>
      {office.address}
      <a className={styles.mapLink} href={mapUrl(office.coords)} target="_blank" rel="noopener noreferrer">
        Показать на карте
      </a>
    </address>
  );
  return (
    <div className={styles.contacts}>
      <a className={styles.phone} href={telHref(office.phone_number)}>
        {formatPhone(office.phone_number)}
      </a>
      <a className={styles.email} href={mailtoHref(office.email)}>
        {office.email}
      </a>
      <Accordion title="Офис продаж" headingLevel={2} fold="narrow" className={styles.accordion} titleClassName={styles.officeTitle}>
        {address}
      </Accordion>
      {baseData.menu_bottom_center_text && <p className={styles.hours}>{baseData.menu_bottom_center_text}</p>}
      <SocialIcons links={baseData.social_links} tone="light" />
    </div>
  );
}
