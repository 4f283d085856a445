import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { startChildServer, type ServerProcess } from '../testing/childServer';
import { encodedLead, siteHeaders } from '../testing/siteClient';
import { storedLeads } from '../testing/storedLeads';
import { burst, overtakes, statusCounts, type BurstAnswer, type BurstRequest } from '../testing/burst';

// `npm test` runs the drill at 50 requests a burst; the bench at full size (DRILL_BURST_SIZE).
const SIZE = Number(process.env.DRILL_BURST_SIZE ?? 50);

let phoneSequence = 0;
async function lead(base: string, headers: Record<string, string>): Promise<BurstRequest> {
  phoneSequence += 1;
  const { contentType, body } = await encodedLead(base, `7945${String(phoneSequence).padStart(7, '0')}`);
  return { method: 'POST', path: '/api/requests/', headers: { ...headers, 'content-type': contentType }, body };
}
/** A facet read no cache holds: a price bound of its own. */
const read = (n: number): BurstRequest => ({ method: 'GET', path: `/api/flats/facets/?city=moskva&price_max=${30_000_000 + phoneSequence * 1000 + n}` });

const leadIds = (answers: BurstAnswer[]) => answers.filter((answer) => answer.status === 201).map((answer) => (JSON.parse(answer.body) as { id: number }).id);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const latest = (answers: BurstAnswer[]) => Math.max(...answers.map((answer) => answer.answeredMs));
const earliest = (answers: BurstAnswer[]) => Math.min(...answers.map((answer) => answer.answeredMs));

describe('a burst on PGlite', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let headers: Record<string, string>;
  const acknowledged: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    server = await startChildServer(database);
    headers = await siteHeaders(server.base);
  }, 120_000);
  afterAll(async () => {
    if (server?.process.exitCode === null) server.process.kill('SIGKILL');
    await database?.drop();
  });

  it(`answers ${SIZE} simultaneous leads in arrival order`, async () => {
    const requests = await Promise.all(Array.from({ length: SIZE }, () => lead(server.base, headers)));
    const answers = await burst(server.base, requests, { connections: 'kept-alive' });
    acknowledged.push(...leadIds(answers));
    const quarter = Math.floor(SIZE / 4);
    console.info(
      `PGlite burst: ${SIZE} simultaneous leads → ${JSON.stringify(statusCounts(answers))}; first answer ${seconds(earliest(answers))} s, ` +
        `last ${seconds(latest(answers))} s; the first quarter answered by ${seconds(latest(answers.slice(0, quarter)))} s, ` +
        `the last quarter from ${seconds(earliest(answers.slice(-quarter)))} s; ${overtakes(answers)} of ${(SIZE * (SIZE - 1)) / 2} pairs out of order`,
    );
    expect(statusCounts(answers)).toEqual({ 201: SIZE });
    // arrival order: the first quarter is answered before any of the last quarter
    expect(latest(answers.slice(0, quarter))).toBeLessThan(earliest(answers.slice(-quarter)));
  });

  it('serves leads in their turn among reads', async () => {
    // every fifth request a lead, the rest reads that miss the cache
    const requests = await Promise.all(Array.from({ length: SIZE }, (_, n) => (n % 5 === 2 ? lead(server.base, headers) : read(n))));
    const answers = await burst(server.base, requests, { connections: 'kept-alive' });
    acknowledged.push(...leadIds(answers));
    const leadAnswers = answers.filter((answer) => requests[answer.index]!.method === 'POST');
    const quarter = Math.floor(SIZE / 4);
    console.info(
      `PGlite mixed burst: ${SIZE} requests (${leadAnswers.length} leads) → ${JSON.stringify(statusCounts(answers))}; last answer ${seconds(latest(answers))} s; ` +
        `leads answered at ${leadAnswers.map((answer) => seconds(answer.answeredMs)).join(', ')} s; ${overtakes(answers)} pairs out of order`,
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200, 201]));
    // a lead among the first quarter is answered before any request of the last quarter
    expect(latest(leadAnswers.filter((answer) => answer.index < quarter))).toBeLessThan(earliest(answers.slice(-quarter)));
  });

  it('answers every queued request when stopped (a lead or a 503 with Retry-After, never a reset) and keeps every acknowledged lead', async () => {
    const requests = await Promise.all(Array.from({ length: SIZE }, () => lead(server.base, headers)));
    // new connections: those the server has not accepted yet when the stop begins wait in the listen backlog
    const answering = burst(server.base, requests, { connections: 'new' });
    const firstAnswered = server.logged((entry) => entry.msg === 'lead stored');
    await firstAnswered;
    server.process.kill('SIGTERM');
    const answers = await answering;
    const exitCode = await server.exited;
    acknowledged.push(...leadIds(answers));
    const refused = answers.filter((answer) => answer.status === 503);
    console.info(
      `PGlite SIGTERM during a burst of ${SIZE} leads → ${JSON.stringify(statusCounts(answers))}; last answer ${seconds(latest(answers))} s; exit code ${exitCode}`,
    );
    expect(Object.keys(statusCounts(answers)).every((status) => status === '201' || status === '503')).toBe(true);
    for (const answer of refused) {
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(JSON.parse(answer.body)).toEqual({ detail: expect.any(String) });
    }
    expect(exitCode).toBe(0);
    const stored = await storedLeads(database, acknowledged);
    expect(stored.size).toBe(acknowledged.length);
  });
});
