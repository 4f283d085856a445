// What the API and the shell server share to run behind a balancer: probes, the drain, keep-alive settings, metrics.
export { createLifecycle, type Lifecycle, type Phase } from './lifecycle/lifecycle';
export { registerProbes, type ReadinessDetails } from './lifecycle/probes';
export { drain, keepIdleConnectionsBriefly, stopOnSignals, type DrainOptions, type SignalOptions } from './lifecycle/gracefulStop';
export { followConnections, type FollowedConnections } from './lifecycle/idleConnections';
export { applyKeepAlive, readOperationsConfig, type OperationsConfig } from './operationsConfig';
export { createRegistry } from './metrics/metrics';
export { LATENCY_BUCKETS, registerHttpMetrics } from './metrics/httpMetrics';
export { startMetricsServer, type MetricsServer } from './metrics/metricsServer';
export { readSamples, sampleValue, type Sample } from './metrics/readSamples';
