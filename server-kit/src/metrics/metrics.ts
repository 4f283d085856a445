import { Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One registry per process, every series labelled with the service (`api`, `shell`): the process's own (CPU,
 * memory, heap, event-loop lag as `nodejs_eventloop_lag_*`, handles, GC) plus what the server adds.
 */
export function createRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  return registry;
}
