import { DatabaseUnavailableError } from './databaseUnavailable';
import { arrive, asSiteWork, createFairTurns, onBehalfOf } from './fairTurns';
import { createTestApp, type TestApp } from '../testing/testApp';
import { TestVisitor } from '../testing/testVisitor';

/** A use of the connection that lasts until `finish()`. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('fair turns at a single connection', () => {
  afterEach(() => jest.useRealTimers());

  it('gives one turn at a time, to the request that arrived first: a request under way goes before later ones', async () => {
    const turns = createFairTurns({ maxWaiting: 10, maxWaitMs: 60_000 });
    const order: string[] = [];
    const first = arrive();
    // a write: after the first request's first turn (a read's), a first turn would go to the writes' lane
    const second = arrive(true);
    const use = (arrival: ReturnType<typeof arrive>, name: string) =>
      onBehalfOf(arrival, () => turns.run(async () => void order.push(name)));
    const blocker = held();
    const blocked = onBehalfOf(first, () => turns.run(blocker.work));
    await settle();
    // the second request asks first, then the first request asks for its next statement
    const uses = [use(second, 'second: 1st statement'), use(first, 'first: 2nd statement')];
    await settle();
    expect(turns.status()).toEqual({ running: 1, waiting: 2 });
    blocker.finish();
    await Promise.all([blocked, ...uses]);
    expect(order).toEqual(['first: 2nd statement', 'second: 1st statement']);
    await settle();
    expect(turns.status()).toEqual({ running: 0, waiting: 0 });
  });

  it('shares the connection’s time half and half between the site’s own work (an import) and the requests waiting', async () => {
    let clock = 0;
    const now = jest.spyOn(performance, 'now').mockImplementation(() => clock);
    try {
      const turns = createFairTurns({ maxWaiting: 10, maxWaitMs: 60_000 });
      const order: string[] = [];
      const importer = arrive(true);
      const first = held();
      // the import's request is under way: on its behalf, its next use would go before every request that came after
      const started = onBehalfOf(importer, () => asSiteWork(() => turns.run(async () => ((clock += 50), first.work()))));
      await settle();
      const reads = [1, 2, 3].map((n) => onBehalfOf(arrive(), () => turns.run(async () => void ((clock += 30), order.push(`read ${n}`)))));
      await settle();
      const batch = onBehalfOf(importer, () => asSiteWork(() => turns.run(async () => void ((clock += 50), order.push('import batch')))));
      await settle();
      first.finish();
      await Promise.all([started, ...reads, batch]);
      // 50 ms of the import's while reads waited: 60 ms of reads before its next batch
      expect(order).toEqual(['read 1', 'read 2', 'import batch', 'read 3']);
    } finally {
      now.mockRestore();
    }
  });

  it('places each use of the site’s own work as a request under way that arrived then: requests that came later never hold it back', async () => {
    const turns = createFairTurns({ maxWaiting: 10, maxWaitMs: 60_000 });
    const order: string[] = [];
    const blocker = held();
    const leading = onBehalfOf(arrive(true), () => turns.run(blocker.work)); // a lead has the connection
    await settle();
    const batch = asSiteWork(() => turns.run(async () => void order.push('import batch 1')));
    await settle();
    // a read arriving after the batch asked: as a first turn of its own, the batch would wait for the whole read
    const read = onBehalfOf(arrive(), async () => {
      await turns.run(async () => void order.push('read: 1st statement'));
      await turns.run(async () => void order.push('read: 2nd statement'));
    });
    await settle();
    blocker.finish();
    await batch;
    await Promise.all([leading, read, asSiteWork(() => turns.run(async () => void order.push('import batch 2')))]);
    expect(order).toEqual(['import batch 1', 'read: 1st statement', 'read: 2nd statement', 'import batch 2']);
  });

  it('gives first turns to writes and reads alternately: a burst of reads never holds a lead back', async () => {
    const turns = createFairTurns({ maxWaiting: 10, maxWaitMs: 60_000 });
    const order: string[] = [];
    const blocker = held();
    const blocked = onBehalfOf(arrive(), () => turns.run(blocker.work)); // a read has the connection
    await settle();
    const requests = [
      ...['read 1', 'read 2', 'read 3', 'read 4'].map((name) => [arrive(), name] as const),
      ...['lead 1', 'lead 2'].map((name) => [arrive(true), name] as const),
    ];
    const uses = requests.map(([arrival, name]) => onBehalfOf(arrival, () => turns.run(async () => void order.push(name))));
    await settle();
    blocker.finish();
    await Promise.all([blocked, ...uses]);
    expect(order).toEqual(['lead 1', 'read 1', 'lead 2', 'read 2', 'read 3', 'read 4']);
  });

  it('refuses a request that finds the queue full, or waits past the bound for its first turn, with a 503 to retry in 1 s', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    const turns = createFairTurns({ maxWaiting: 1, maxWaitMs: 5000 });
    const blocker = held();
    const under = arrive();
    const running = onBehalfOf(under, () => turns.run(blocker.work));
    const waiting = onBehalfOf(arrive(), () => turns.run(async () => 'served'));
    await expect(onBehalfOf(arrive(), () => turns.run(async () => 'served'))).rejects.toMatchObject({ retryAfterSeconds: 1 });
    // a request under way is never refused, nor is work outside any request (its own to retry)
    const next = onBehalfOf(under, () => turns.run(async () => 'next statement'));
    const background = turns.run(async () => 'background');
    jest.advanceTimersByTime(5000);
    await expect(waiting).rejects.toBeInstanceOf(DatabaseUnavailableError);
    blocker.finish();
    await running;
    await expect(next).resolves.toBe('next statement');
    await expect(background).resolves.toBe('background');
  });

  it('gives the turn back when the work fails', async () => {
    const turns = createFairTurns({ maxWaiting: 10, maxWaitMs: 1000 });
    await expect(turns.run(() => Promise.reject(new Error('syntax error')))).rejects.toThrow('syntax error');
    await expect(turns.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('50 concurrent visitors on PGlite', () => {
  // different selections, each reading its page's cards (the counts come from the lots kept in memory)
  const url = (n: number) => `/api/flats/?city=moskva&price_max=${20_000_000 + n * 100_000}`;
  const burst = (test: TestApp) => Promise.all(Array.from({ length: 50 }, (_, n) => test.app.inject({ method: 'GET', url: url(n) })));

  it('wait their turn by default: 50 different selections all succeed', async () => {
    const test = await createTestApp('pglite');
    try {
      expect((await burst(test)).map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    } finally {
      await test.close();
    }
  });

  it('past the queue a visitor hears at once to come back: 503 {detail} with Retry-After: 1', async () => {
    const test = await createTestApp('pglite', { PGLITE_QUEUE: '20' });
    try {
      const answers = await burst(test);
      const busy = answers.filter((answer) => answer.statusCode === 503);
      // 20 waiting (and one at the connection unless the site's own work has it, such as the lots loading at start),
      // the rest (less those that found a turn free meanwhile) told to come back
      expect(busy.length).toBeGreaterThan(0);
      expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(20);
      expect(busy.length + answers.filter((answer) => answer.statusCode === 200).length).toBe(50);
      for (const answer of busy) {
        expect(answer.headers['retry-after']).toBe('1');
        expect(answer.json()).toEqual({ detail: expect.any(String) });
      }
    } finally {
      await test.close();
    }
  });

  it('leads wait under the same bound: past it a lead is refused at once (503 {detail}, Retry-After: 1), never left in an endless line', async () => {
    const test = await createTestApp('pglite', { PGLITE_QUEUE: '5', LEADS_PER_IP_LIMIT: '1000', LEADS_PER_PHONE_LIMIT: '1000' });
    try {
      const visitor = await new TestVisitor(test.app).start();
      const lead = (n: number) => visitor.post('/api/requests/', { type: 'questions', url: 'http://localhost:8080/', phone: `7916${String(n).padStart(7, '0')}`, site_city: 'moskva' });
      const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => lead(n)));
      const refused = answers.filter((answer) => answer.statusCode === 503);
      // the 5 waiting at least (see above)
      expect(answers.filter((answer) => answer.statusCode === 201).length).toBeGreaterThanOrEqual(5);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.length + answers.filter((answer) => answer.statusCode === 201).length).toBe(30);
      for (const answer of refused) {
        expect(answer.headers['retry-after']).toBe('1');
        expect(answer.json()).toEqual({ detail: expect.any(String) });
      }
    } finally {
      await test.close();
    }
  });
});
