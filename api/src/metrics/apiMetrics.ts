import { Counter, Gauge, type Registry } from 'prom-client';
import { createRegistry } from '@estate/server-kit';

/** What the cache of public reads did with a request (see http/responseCache.ts). */
export type CacheLookup = 'hit' | 'coalesced' | 'miss' | 'bypass';

/**
 * The API's Prometheus series beyond the kit's (requests, latency, process): updated where things happen (the
 * response cache, the image queue); the database's are read at scrape time (`databaseSeries.ts`).
 */
export interface ApiMetrics {
  registry: Registry;
  cacheLookup(result: CacheLookup): void;
  imageQueue(load: { running: number; waiting: number }): void;
}

export function createApiMetrics(): ApiMetrics {
  const registry = createRegistry('api');
  const lookups = new Counter({
    name: 'api_response_cache_lookups_total',
    help: 'Public reads by what the response cache did: hit, coalesced (waited for the same miss), miss, bypass (versions not live).',
    labelNames: ['result'],
    registers: [registry],
  });
  const resizes = new Gauge({
    name: 'api_image_resizes',
    help: 'Image encodes running and waiting for their turn (past IMAGE_RESIZE_QUEUE waiting, 503).',
    labelNames: ['state'],
    registers: [registry],
  });
  resizes.set({ state: 'running' }, 0);
  resizes.set({ state: 'waiting' }, 0);
  return {
    registry,
    cacheLookup: (result) => lookups.inc({ result }),
    imageQueue: ({ running, waiting }) => {
      resizes.set({ state: 'running' }, running);
      resizes.set({ state: 'waiting' }, waiting);
    },
  };
}
