// The project on a map with infrastructure and metro pins (walking time), and the metro stations as a list.
import { useMemo } from 'react';
import { endpoints, useApiQuery, type ShellContext } from '@estate/shared-api';
import type { ProjectDetail } from '@estate/shared-api/dto/projects';
import { Map } from '@estate/shared-ui/components/Map/Map';
import type { MapPin } from '@estate/shared-ui/components/Map/mapTypes';
import { LazyMount } from '../../../shared/components/LazyMount';
import { NeedsJavaScript } from '@estate/shared-ui/components/NeedsJavaScript/NeedsJavaScript';
import styles from './ProjectView.module.css';

export function LocationBlock({ ctx, project }: { ctx: ShellContext; project: ProjectDetail }) {
  const infra = useApiQuery(ctx.api, endpoints.infrastructure.list(), { project: project.slug, limit: 100 });
  const pins = useMemo<MapPin[]>(
    () => [
      { id: `project-${project.id}`, kind: 'default', position: [project.coords.lat, project.coords.lng], title: project.name },
      ...(infra.data?.results ?? []).map(
        (point): MapPin => ({
          id: point.id,
          kind: point.pin,
          position: [point.coords.lat, point.coords.lng],
          title: `${point.category.name}: ${point.name}`,
          ...(point.pin === 'metro' && { walkingMinutes: point.walking_minutes }),
        }),
      ),
    ],
    [project, infra.data],
  );
  return (
    <div className={styles.location}>
      <div className={styles.mapBox}>
        <NeedsJavaScript>Карта с инфраструктурой района открывается с включённым JavaScript.</NeedsJavaScript>
        <LazyMount minHeight="44rem">
          <Map label={`${project.name} на карте`} center={[project.coords.lat, project.coords.lng]} zoom={14} pins={pins} activePinId={`project-${project.id}`} tiles={ctx.integrations.mapTiles} height="44rem" />
        </LazyMount>
      </div>
      <div className={styles.locationInfo}>
        <p className={styles.address}>{project.address}</p>
        <p className={styles.muted}>{project.district}</p>
        {project.metro.length > 0 && (
          <ul className={styles.metroList} aria-label="Метро рядом">
            {project.metro.map((station) => (
              <li key={station.name} className={styles.metroItem}>
                <span className={styles.metroDot} style={{ background: station.color }} aria-hidden="true" />
                <span>{station.name}</span>
                <span className={styles.muted}>{station.walking_minutes} мин пешком</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
