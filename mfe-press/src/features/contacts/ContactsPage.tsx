// /contacts: the central sales office, every office of the city on the map and in a list, with hours,
// phone and e-mail links and a route link.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { useMemo, useRef, useState } from 'react';
import { HOME_CRUMB, PageHead, titleInCity, useSiteHead, type RemotePageProps } from '@estate/shared-api';
import type { Office } from '@estate/shared-api/dto/offices';
import { Map } from '@estate/shared-ui/components/Map/Map';
import type { MapPin } from '@estate/shared-ui/components/Map/mapTypes';
import { centralSalesOffice } from '../../shared/base/readBaseData';
import { formatPhone } from '@estate/shared-ui/format/phone';
import { Page, PageHeading } from '../../shared/layout/Page';
import { Empty, LoadError, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { CentralOffice } from './CentralOffice';
import { mapViewOf } from './mapView';
import { OfficeCard } from './OfficeCard';
import { useOffices } from './useOffices';
import styles from './ContactsPage.module.css';

export const CONTACTS_TITLE = 'Контакты';
export const OFFICES_TITLE = 'Офисы продаж';
export const MAP_LABEL = 'Офисы продаж на карте';

export function ContactsPage({ ctx }: RemotePageProps) {
  const central = centralSalesOffice(ctx.baseData);
  const offices = useOffices(ctx.api, ctx.city.slug);
  const list = useMemo(() => offices.data ?? [], [offices.data]);
  const [activeId, setActiveId] = useState<number | null>(null);
  const mapRegion = useRef<HTMLDivElement>(null);


  const pins = useMemo<MapPin[]>(
    () => list.map((office) => ({ id: office.id, kind: 'office', position: [office.coords.lat, office.coords.lng], title: office.name })),
    [list],
  );
  const active = list.find((office) => office.id === activeId) ?? null;
  const overview = mapViewOf(
    list.map((office) => office.coords),
    central?.coords ?? { lat: 55.75, lng: 37.62 },
  );
  const view = active ? { center: [active.coords.lat, active.coords.lng] as const, zoom: 15 } : overview;
  const centralHours = list.find((office) => office.is_central)?.hours_text ?? [];

  const show = (office: Office) => {
    setActiveId(office.id);
    mapRegion.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };
  const onPinClick = (pin: MapPin) => {
    setActiveId(Number(pin.id));
    document.querySelector(`[data-office="${Number(pin.id)}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  };

  const site = useSiteHead();
  return (
    <Page>
      <PageHead
        title={titleInCity(CONTACTS_TITLE, site.name, ctx.city.title)}
        description={
          central
            ? `Офис продаж: ${central.address}, телефон ${formatPhone(central.phone_number)}, e-mail ${central.email}.`
            : null
        }
        breadcrumbs={[HOME_CRUMB, { name: CONTACTS_TITLE, path: sitePaths.contacts() }]}
      />
      <PageHeading title={CONTACTS_TITLE} />
      <div className={styles.top}>
        {central ? <CentralOffice office={central} hours={centralHours} /> : null}
        <div ref={mapRegion} className={styles.map}>
          <Map
            label={MAP_LABEL}
            center={view.center}
            zoom={view.zoom}
            pins={pins}
            activePinId={activeId}
            onPinClick={onPinClick}
            tiles={ctx.integrations.mapTiles}
            height="var(--press-map-height)"
          />
        </div>
      </div>
      <section aria-labelledby="contacts-offices" className={styles.offices}>
        <h2 id="contacts-offices" className={styles.sectionTitle}>
          {OFFICES_TITLE}
        </h2>
        {!offices.data && offices.error ? <LoadError onRetry={offices.refetch} /> : null}
        {!offices.data && !offices.error ? <Skeleton lines={4} /> : null}
        {offices.data && list.length === 0 ? <Empty text="В этом городе пока нет офисов продаж" /> : null}
        {list.length > 0 ? (
          <ul className={styles.officeList}>
            {list.map((office) => (
              <li key={office.id}>
                <OfficeCard office={office} active={office.id === activeId} onShow={show} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </Page>
  );
}
