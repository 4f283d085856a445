// Starts the services remotes run for the whole page (product §7: favourites and comparison statistics are loaded
// at start so the header counts are right on every page). A remote that cannot load only loses its service.
import { useEffect } from 'react';
import type { RemoteService } from '@estate/shared-api';
import { useShell } from '../shared/useShell';
import { loadRemoteModule } from './remotes';

export const serviceModules = ['favorites/FavoritesService'];

export function RemoteServices() {
  const ctx = useShell();
  useEffect(() => {
    const stops: Array<() => void> = [];
    let cancelled = false;
    for (const id of serviceModules) {
      loadRemoteModule<RemoteService>(id)
        .then((service) => {
          if (!cancelled) stops.push(service.start(ctx));
        })
        .catch((error: unknown) => console.warn(`[shell] service ${id} could not be started`, error));
    }
    return () => {
      cancelled = true;
      stops.forEach((stop) => stop());
    };
  }, [ctx]);
  return null;
}
