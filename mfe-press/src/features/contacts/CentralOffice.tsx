// The central sales office of the city (product §3 base data), with its hours once the office list has come.
import type { CentralSalesOffice } from '@estate/shared-api/dto/baseData';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { routeUrl } from '@estate/shared-ui/format/mapLinks';
import { formatPhone, mailtoHref, telHref } from '@estate/shared-ui/format/phone';
import { HoursLines } from '../../shared/contacts/HoursLines';
import { CENTRAL_OFFICE_TEXT, ROUTE_TEXT } from './OfficeCard';
import styles from './ContactsPage.module.css';

export function CentralOffice({ office, hours }: { office: CentralSalesOffice; hours: readonly string[] }) {
  return (
    <section className={styles.central} aria-labelledby="contacts-central">
      <h2 id="contacts-central" className={styles.centralTitle}>
        {CENTRAL_OFFICE_TEXT}
      </h2>
      <dl className={styles.centralList}>
        <div>
          <dt>Адрес</dt>
          <dd>{office.address}</dd>
        </div>
        <div>
          <dt>Телефон</dt>
          <dd>
            <a href={telHref(office.phone_number)} className={styles.bigLink}>
              {formatPhone(office.phone_number)}
            </a>
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={mailtoHref(office.email)} className={styles.bigLink}>
              {office.email}
            </a>
          </dd>
        </div>
        {hours.length > 0 ? (
          <div>
            <dt>Часы работы</dt>
            <dd>
              <HoursLines lines={hours} />
            </dd>
          </div>
        ) : null}
      </dl>
      <Button href={routeUrl(office.coords)} fullWidth>
        {ROUTE_TEXT}
      </Button>
    </section>
  );
}
