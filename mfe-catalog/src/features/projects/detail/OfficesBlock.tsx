// Sales offices of the project (or the city's central office when the project has none of its own).
import { endpoints, useApiQuery, type ShellContext } from '@estate/shared-api';
import { AsyncView, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { formatPhone } from '@estate/shared-ui/format/phone';
import { centralOfficeQuery, officesQuery } from './projectQueries';
import styles from './ProjectView.module.css';

export function OfficesBlock({ ctx, slug }: { ctx: ShellContext; slug: string }) {
  const own = useApiQuery(ctx.api, endpoints.offices.list(), officesQuery(slug, ctx.city.slug));
  const central = useApiQuery(ctx.api, own.data && own.data.results.length === 0 ? endpoints.offices.central() : null, centralOfficeQuery(ctx.city.slug));
  const offices = own.data?.results.length ? own.data.results : central.data ? [central.data] : [];
  return (
    <AsyncView state={own} loading={<Skeleton lines={3} />}>
      {() => (
        <ul className={styles.offices}>
          {offices.map((office) => (
            <li key={office.id} className={styles.office}>
              <p className={styles.officeName}>{office.name}</p>
              <p>{office.address}</p>
              {office.metro && <p className={styles.muted}>м. {office.metro}</p>}
              {office.hours_text.map((line) => (
                <p key={line} className={styles.muted}>
                  {line}
                </p>
              ))}
              <a href={`tel:${office.phone}`} className={styles.phone}>
                {formatPhone(office.phone)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </AsyncView>
  );
}
