// Throughput with autocannon at 50 connections: requests/s and latency percentiles. A target is one path or a
// rotation of paths (each request takes the next one), so caches see the spread a real audience makes.
import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function measureThroughput(
  base: string,
  paths: readonly string[],
  seconds = 10,
  headers: Record<string, string> = {},
): Promise<Throughput> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: 50,
    duration: seconds,
    headers,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/' }),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
