// product §2: every header dropdown (and the mobile menu) carries the central sales office's contact strip.
import type { BaseData } from '@estate/shared-api/dto/baseData';
import { Icon } from '../icons/Icon';
import { formatPhone, mailtoHref, telHref } from '@estate/shared-ui/format/phone';
import { mapUrl } from '@estate/shared-ui/format/mapLinks';
import { SocialIcons } from './SocialIcons';
import styles from './ContactStrip.module.css';

export function ContactStrip({
  baseData,
  layout = 'row',
}: {
  baseData: BaseData | null;
  layout?: 'row' | 'column';
}) {
  if (!baseData) return null;
  const office = baseData.central_sales_office;
  return (
    <div className={styles.strip} data-layout={layout} data-testid="contact-strip">
      <a className={styles.phone} href={telHref(office.phone_number)}>
        <Icon name="phone" size={20} />
        {formatPhone(office.phone_number)}
      </a>
      <a className={styles.item} href={mailtoHref(office.email)}>
        <Icon name="mail" size={20} />
        {office.email}
      </a>
      <span className={styles.item}>
        <Icon name="pin" size={20} />
        <span>
          {office.address}{' '}
          <a className={styles.map} href={mapUrl(office.coords)} target="_blank" rel="noopener noreferrer">
            На карте
          </a>
        </span>
      </span>
      {baseData.menu_bottom_center_text && <p className={styles.hours}>{baseData.menu_bottom_center_text}</p>}
      <SocialIcons links={baseData.social_links} />
    </div>
  );
}
