// Layouts of the project with lots on sale: picture, code, rooms, area and the lowest price; each into the selection.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { Link } from 'react-router-dom';
import { endpoints, useApiQuery, type ShellContext } from '@estate/shared-api';
import type { Layout } from '@estate/shared-api/dto/layouts';
import { Image } from '@estate/shared-ui/components/Image/Image';
import { formatArea } from '@estate/shared-ui/format/units';
import { AsyncView, CardsSkeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { fromPrice } from '../../../shared/format/money';
import { roomsText } from '../../../shared/lot/lotFacts';
import { layoutsQuery } from './projectQueries';
import styles from './ProjectView.module.css';

function layoutHref(slug: string, layout: Layout): string {
  return sitePaths.selection(layout.kind === 'commercial' ? 'commercial' : 'flat', {
    project: slug,
    is_apartment: layout.kind === 'apartment' ? 'true' : undefined,
    rooms: layout.rooms === null ? undefined : String(Math.min(layout.rooms, 4)),
  });
}

export function LayoutsBlock({ ctx, slug }: { ctx: ShellContext; slug: string }) {
  const layouts = useApiQuery(ctx.api, endpoints.layouts.list(), layoutsQuery(slug));
  return (
    <AsyncView state={layouts} loading={<CardsSkeleton count={4} />} isEmpty={(data) => data.results.length === 0} emptyText="Планировки скоро появятся.">
      {(data) => (
        <ul className={styles.layouts}>
          {data.results.map((layout) => (
            <li key={layout.id} className={styles.layoutCard}>
              <Image path={layout.image} alt={`Планировка ${layout.code}`} sizes="(max-width: 767px) 50vw, 24rem" webp={ctx.device.webp} aspectRatio="4 / 3" className={styles.layoutImage} />
              <Link to={layoutHref(slug, layout)} className={styles.layoutLink}>
                {layout.rooms === null ? layout.code : roomsText(layout.rooms)}, {formatArea(layout.area)}
              </Link>
              <span className={styles.muted}>
                {layout.lots_count > 0 ? `${layout.lots_count} в продаже · ${fromPrice(layout.min_price)}` : 'Нет в продаже'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AsyncView>
  );
}
