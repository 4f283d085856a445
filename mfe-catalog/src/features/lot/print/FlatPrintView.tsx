// The printable flat (product §2 /flats/print/{id}, print layout): one clean A4 sheet with the layout, the facts,
// the price and the central sales office's contacts. The page sets the A4 size itself (@page).
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { HOME_CRUMB, PageHead, useApiQuery, type ShellContext } from '@estate/shared-api';
import type { LotDetail } from '@estate/shared-api/dto/lots';
import { Image } from '@estate/shared-ui/components/Image/Image';
import { formatPrice } from '@estate/shared-ui/format/units';
import { baseDataOf } from '../../../shared/api/baseData';
import { AsyncView, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { formatMoscowDate } from '../../../shared/format/moscowDate';
import { boxStyle, PlanPicture } from '../../../shared/plan/PlanPicture';
import { lotFacts, lotHeading } from '../../../shared/lot/lotFacts';
import { LotFactsList } from '../LotFactsList';
import { lotCrumbs, lotDescription, lotImage, lotTitle } from '../lotHead';
import { cityIn } from '../../../shared/head/cityWords';
import { isLotId, lotPath } from '../lotQueries';
import { formatPhone } from '@estate/shared-ui/format/phone';
import styles from './FlatPrintView.module.css';

/** The print version's step in the trail and its title. */
const PRINT_CRUMB = 'Версия для печати';

export function FlatPrintView({ ctx, id }: { ctx: ShellContext; id: string | undefined }) {
  const lot = useApiQuery(ctx.api, isLotId(id) ? lotPath('flats', id) : null);
  const path = sitePaths.flatPrint(id ?? '');
  return (
    <div className={styles.screen}>
      {lot.data ? (
        <PageHead
          title={`${lotTitle(lot.data, cityIn(ctx.city))} — ${PRINT_CRUMB.toLowerCase()}`}
          description={lotDescription(lot.data)}
          type="product"
          image={lotImage(lot.data)}
          breadcrumbs={[...lotCrumbs(lot.data), { name: PRINT_CRUMB, path }]}
          noindex
        />
      ) : (
        <PageHead title="Квартира" breadcrumbs={[HOME_CRUMB, { name: 'Квартира', path }]} noindex />
      )}
      {!lot.data && <h1 className={styles.pendingTitle}>Квартира</h1>}
      <AsyncView state={lot} loading={<Skeleton block />}>
        {(data) => <Sheet ctx={ctx} lot={data} />}
      </AsyncView>
    </div>
  );
}

function Sheet({ ctx, lot }: { ctx: ShellContext; lot: LotDetail }) {
  const office = baseDataOf(ctx)?.central_sales_office ?? null;
  const layout = lot.layout_image ?? lot.layout?.image ?? null;
  const facts = lotFacts(lot).filter((fact) => fact.label !== 'Цена за м²');
  return (
    <>
      <div className={styles.toolbar}>
        <button type="button" className={styles.printButton} onClick={() => window.print()}>
          Распечатать
        </button>
      </div>
      <article className={styles.sheet} data-testid="print-sheet">
        <div className={styles.head}>
          <span className={styles.brand}>{lot.developer}</span>
          {/* the day it is printed; a render across Moscow midnight may differ from the server's by that day */}
          <span className={styles.date} suppressHydrationWarning>
            {formatMoscowDate(new Date())}
          </span>
        </div>
        <h1 className={styles.title}>{lotHeading(lot)}</h1>
        <p className={styles.subtitle}>
          {lot.project.name} · {lot.building.name}, секция {lot.section} · {lot.address}
        </p>
        <div className={styles.body}>
          <div className={styles.layout}>
            {layout && <Image path={layout} alt={`Планировка: ${lot.title}`} sizes="110mm" webp={ctx.device.webp} lazy={false} preview={false} aspectRatio="4 / 3" className={styles.layoutImage} />}
          </div>
          <div className={styles.side}>
            <p className={styles.price}>{formatPrice(lot.price)}</p>
            {lot.old_price && lot.old_price > lot.price ? <p className={styles.oldPrice}>{formatPrice(lot.old_price)}</p> : null}
            <p className={styles.perMeter}>{formatPrice(lot.price_per_meter)} за м²</p>
            <LotFactsList facts={facts} styles={styles} />
          </div>
        </div>
        <div className={styles.lower}>
          <div className={styles.plan}>
            <p className={styles.caption}>Расположение на этаже</p>
            <PlanPicture ctx={ctx} path={lot.plan_image} alt={`План этажа, ${lot.floor} этаж`} sizes="90mm" lazy={false}>
              <span className={styles.planMark} style={boxStyle(lot.plan_position)} aria-hidden="true" />
            </PlanPicture>
          </div>
          {lot.features.length > 0 && (
            <div className={styles.features}>
              <p className={styles.caption}>Особенности</p>
              <ul>
                {lot.features.map((feature) => (
                  <li key={feature.value}>{feature.label}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div className={styles.foot}>
          {office && (
            <div>
              <p className={styles.caption}>Центральный офис продаж</p>
              <p className={styles.contact}>
                {formatPhone(office.phone_number)} · {office.email}
              </p>
              <p className={styles.contact}>{office.address}</p>
            </div>
          )}
          <p className={styles.legal}>
            Застройщик: {lot.developer}. Проектная декларация: {lot.declaration_url}. Цена действительна на дату печати и не является офертой.
          </p>
        </div>
      </article>
    </>
  );
}
