import { readSamples, sampleValue, type Sample } from '@estate/server-kit';
import type { ServerProcess } from './childServer';

/** One scrape of a child server's metrics listener. */
export async function scrape(server: ServerProcess): Promise<Sample[]> {
  if (!server.metricsUrl) throw new Error('this server has no metrics listener');
  const response = await fetch(server.metricsUrl);
  if (response.status !== 200) throw new Error(`metrics answered ${response.status}`);
  return readSamples(await response.text());
}

/** The outbox's leads as the metrics show them: by state, and the age of the oldest. */
export async function leadBacklog(server: ServerProcess): Promise<{ pending: number; failing: number; dead: number; oldest_seconds: number }> {
  const samples = await scrape(server);
  const count = (state: string) => sampleValue(samples, 'outbox_messages', { kind: 'lead', state }) ?? Number.NaN;
  return { pending: count('pending'), failing: count('failing'), dead: count('dead'), oldest_seconds: sampleValue(samples, 'outbox_oldest_age_seconds', { kind: 'lead' }) ?? Number.NaN };
}
