// One sales office: where it is, when it works, how to reach it.
import type { Office } from '@estate/shared-api/dto/offices';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { cx } from '@estate/shared-ui/utils/cx';
import { routeUrl } from '@estate/shared-ui/format/mapLinks';
import { formatPhone, mailtoHref, telHref } from '@estate/shared-ui/format/phone';
import styles from './ContactsPage.module.css';

export const ROUTE_TEXT = 'Проложить маршрут';
export const SHOW_ON_MAP_TEXT = 'Показать на карте';
export const CENTRAL_OFFICE_TEXT = 'Центральный офис продаж';

export function OfficeCard({ office, active, onShow }: { office: Office; active: boolean; onShow: (office: Office) => void }) {
  return (
    <article className={cx(styles.office, active && styles.officeActive)} aria-current={active ? 'location' : undefined} data-office={office.id}>
      {office.is_central && office.name.trim().toLowerCase() !== CENTRAL_OFFICE_TEXT.toLowerCase() ? (
        <p className={styles.badge}>{CENTRAL_OFFICE_TEXT}</p>
      ) : null}
      <h3 className={styles.officeName}>{office.name}</h3>
      <p className={styles.address}>{office.address}</p>
      {office.metro ? <p className={styles.metro}>м. {office.metro}</p> : null}
      {office.hours_text.length > 0 ? (
        <ul className={styles.hours} aria-label="Часы работы">
          {office.hours_text.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.links}>
        {office.phone ? (
          <a href={telHref(office.phone)} className={styles.phone}>
            {formatPhone(office.phone)}
          </a>
        ) : null}
        {office.email ? (
          <a href={mailtoHref(office.email)} className={styles.email}>
            {office.email}
          </a>
        ) : null}
      </p>
      <div className={styles.actions}>
        <Button variant="outline" size="s" onClick={() => onShow(office)} aria-label={`${SHOW_ON_MAP_TEXT}: ${office.name}`}>
          {SHOW_ON_MAP_TEXT}
        </Button>
        <Button variant="ghost" size="s" href={routeUrl(office.coords)} aria-label={`${ROUTE_TEXT}: ${office.name}`}>
          {ROUTE_TEXT}
        </Button>
      </div>
    </article>
  );
}
