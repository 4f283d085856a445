import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { startChildServer, type ServerProcess } from '../testing/childServer';
import { encodedLead, siteHeaders } from '../testing/siteClient';
import { storedLeads } from '../testing/storedLeads';
import { burst, inArrivalOrder, overtakes, statusCounts, type BurstAnswer, type BurstRequest } from '../testing/burst';

// `npm test` runs the drill at 50 requests a burst; the bench at full size (DRILL_BURST_SIZE).
const SIZE = Number(process.env.DRILL_BURST_SIZE ?? 50);

let phoneSequence = 0;
async function lead(base: string, headers: Record<string, string>): Promise<BurstRequest> {
  phoneSequence += 1;
  const { contentType, body } = await encodedLead(base, `7945${String(phoneSequence).padStart(7, '0')}`);
  return { method: 'POST', path: '/api/requests/', headers: { ...headers, 'content-type': contentType }, body };
}
/** The visitor's favourites: their own, so never cached, and several statements each (city, visitor, cards, rates). */
const favourites = (headers: Record<string, string>): BurstRequest => ({ method: 'GET', path: '/api/favorites/?city=moskva', headers });

/** The answers in the order the server saw their requests arrive (its log of incoming requests). */
async function arrivalOrder(server: ServerProcess, answers: BurstAnswer[], idPrefix: string): Promise<BurstAnswer[]> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const ordered = inArrivalOrder(answers, server.output(), idPrefix);
    if (ordered.length === answers.length) return ordered;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server's log lacks requests of ${idPrefix}`);
}

const leadIds = (answers: BurstAnswer[]) => answers.filter((answer) => answer.status === 201).map((answer) => (JSON.parse(answer.body) as { id: number }).id);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
/** Every request got an answer: served, or refused with a 503 `{detail}` that says when to come back; never reset. */
function expectAnswered(answers: BurstAnswer[], served: number[]) {
  for (const answer of answers) {
    expect([...served, 503]).toContain(answer.status);
    if (answer.status !== 503) continue;
    expect(answer.retryAfter).toMatch(/^\d+$/);
    expect(JSON.parse(answer.body)).toEqual({ detail: expect.any(String) });
  }
}
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
    const flats = (await (await fetch(`${server.base}/api/flats/?city=moskva&limit=20`)).json()) as { results: Array<{ id: number }> };
    for (const { id } of flats.results) {
      const added = await fetch(`${server.base}/api/favorites/`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ property: id }) });
      expect(added.status).toBe(201);
    }
  }, 120_000);
  afterAll(async () => {
    if (server?.process.exitCode === null) server.process.kill('SIGKILL');
    await database?.drop();
  });

  it(`answers ${SIZE} simultaneous leads in arrival order`, async () => {
    const requests = await Promise.all(Array.from({ length: SIZE }, () => lead(server.base, headers)));
    const answers = await arrivalOrder(server, await burst(server.base, requests, { connections: 'kept-alive', idPrefix: 'leads' }), 'leads');
    acknowledged.push(...leadIds(answers));
    const quarter = Math.floor(SIZE / 4);
    console.info(
      `PGlite burst: ${SIZE} simultaneous leads → ${JSON.stringify(statusCounts(answers))}; first answer ${seconds(earliest(answers))} s, ` +
        `last ${seconds(latest(answers))} s; the first quarter to arrive answered by ${seconds(latest(answers.slice(0, quarter)))} s, ` +
        `the last quarter from ${seconds(earliest(answers.slice(-quarter)))} s; ${overtakes(answers)} of ${(SIZE * (SIZE - 1)) / 2} pairs answered out of arrival order`,
    );
    // past the queue's bound (a slow machine, a full-size burst) a lead is refused in time, never left to hang
    expectAnswered(answers, [201]);
    const half = Math.floor(SIZE / 2);
    expect(answers.slice(0, half).map((answer) => answer.status)).toEqual(Array(half).fill(201));
    // arrival order: the first quarter is answered before any of the last quarter
    expect(latest(answers.slice(0, quarter))).toBeLessThan(earliest(answers.slice(-quarter)));
  });

  it('answers requests that make several statements each in arrival order too: leads among the visitors\' own lists', async () => {
    // every fifth request a lead, the rest a visitor's favourites
    const requests = await Promise.all(Array.from({ length: SIZE }, (_, n) => (n % 5 === 2 ? lead(server.base, headers) : favourites(headers))));
    const sent = await burst(server.base, requests, { connections: 'kept-alive', idPrefix: 'mixed' });
    acknowledged.push(...leadIds(sent));
    const answers = await arrivalOrder(server, sent, 'mixed');
    const isLead = (answer: BurstAnswer) => requests[answer.index]!.method === 'POST';
    const quarter = Math.floor(SIZE / 4);
    console.info(
      `PGlite mixed burst: ${SIZE} requests (${answers.filter(isLead).length} leads, the rest favourites) → ${JSON.stringify(statusCounts(answers))}; ` +
        `last answer ${seconds(latest(answers))} s; the first quarter to arrive answered by ${seconds(latest(answers.slice(0, quarter)))} s; ` +
        `leads answered at ${answers.filter(isLead).map((answer) => seconds(answer.answeredMs)).join(', ')} s; ${overtakes(answers)} pairs answered out of arrival order`,
    );
    expectAnswered(answers, [200, 201]);
    expect(answers.slice(0, Math.floor(SIZE / 2)).every((answer) => answer.status !== 503)).toBe(true);
    // Turns handed out by when each statement asked, every request would wait for everyone's first statements before
    // its last: all of them answered near the end. In arrival order the first quarter is done early in the span of the
    // answers (counted from the first: a stall before it, a collection or a busy machine, delays every answer alike
    // and says nothing about their order). Which request goes first when two wait is fairTurns.test.ts's to show.
    const span = (until: number) => until - earliest(answers);
    expect(span(latest(answers.slice(0, quarter)))).toBeLessThan(0.75 * span(latest(answers)));
    expect(latest(answers.slice(0, quarter).filter(isLead))).toBeLessThan(earliest(answers.slice(-quarter)));
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
    console.info(
      `PGlite SIGTERM during a burst of ${SIZE} leads → ${JSON.stringify(statusCounts(answers))}; last answer ${seconds(latest(answers))} s; exit code ${exitCode}`,
    );
    expectAnswered(answers, [201]);
    expect(exitCode).toBe(0);
    const stored = await storedLeads(database, acknowledged);
    expect(stored.size).toBe(acknowledged.length);
  });
});
