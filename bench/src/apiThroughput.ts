// Throughput with autocannon at 50 connections: requests/s and latency percentiles. A target is one path or a
// rotation of paths (each request takes the next one), so caches see the spread a real audience makes.
import autocannon from 'autocannon';
import { findWrk, measureWithWrk } from './wrkThroughput';

export interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The load generator every throughput row of a run uses: wrk when installed, else autocannon. */
export const loadGenerator = findWrk();
export const loadGeneratorName = loadGenerator ? 'wrk, 1 thread' : 'autocannon';

export async function measureThroughput(
  base: string,
  paths: readonly string[],
  seconds = 10,
  headers: Record<string, string> = {},
  /** Stops the measurement early when it settles (then `seconds` is only the longest it lasts). */
  until?: Promise<unknown>,
): Promise<Throughput> {
  if (loadGenerator) return measureWithWrk(loadGenerator, base, paths, seconds, headers, until);
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: 50,
        duration: seconds,
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/' }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    const stop = () => instance.stop();
    void until?.then(stop, stop);
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
