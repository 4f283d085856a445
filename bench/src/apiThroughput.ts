// API throughput with autocannon at 50 connections: requests/s and latency percentiles.
import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function measureThroughput(url: string, seconds = 10): Promise<Throughput> {
  const result = await autocannon({ url, connections: 50, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
