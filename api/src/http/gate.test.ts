import { ApiError } from './errors';
import { createGate } from './gate';
import { createTestApp, type TestApp } from '../testing/testApp';

describe('the gate in front of a single connection', () => {
  afterEach(() => jest.useRealTimers());

  it('admits `concurrency` at once and the rest in arrival order as turns come back', async () => {
    const gate = createGate({ concurrency: 2, maxWaiting: 10, maxWaitMs: 1000 });
    const order: number[] = [];
    const first = await gate.enter();
    const second = await gate.enter();
    const waiting = [3, 4, 5].map((n) => gate.enter().then((release) => (order.push(n), release)));
    await Promise.resolve();
    expect(order).toEqual([]);
    first();
    first(); // giving a turn back twice frees one turn only
    const third = await waiting[0]!;
    expect(order).toEqual([3]);
    second();
    third();
    await Promise.all(waiting);
    expect(order).toEqual([3, 4, 5]);
  });

  it('answers 503 at once past the queue and after the longest wait', async () => {
    jest.useFakeTimers();
    const gate = createGate({ concurrency: 1, maxWaiting: 1, maxWaitMs: 5000 });
    await gate.enter();
    const queued = gate.enter();
    await expect(gate.enter()).rejects.toMatchObject({ status: 503 });
    jest.advanceTimersByTime(4999);
    let settled = false;
    void queued.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(queued).rejects.toBeInstanceOf(ApiError);
  });
});

describe('50 concurrent visitors on PGlite', () => {
  const url = (n: number) => `/api/flats/facets/?city=moskva&price_max=${20_000_000 + n * 100_000}`;
  const burst = (test: TestApp) => Promise.all(Array.from({ length: 50 }, (_, n) => test.app.inject({ method: 'GET', url: url(n) })));

  it('wait their turn by default: 50 different facet requests all succeed', async () => {
    const test = await createTestApp('pglite');
    try {
      expect((await burst(test)).map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    } finally {
      await test.close();
    }
  });

  it('past the queue a visitor hears at once to come back: 503 with Retry-After', async () => {
    const test = await createTestApp('pglite', { PGLITE_QUEUE: '20' });
    try {
      const answers = await burst(test);
      // 2 at the database, 20 waiting, 28 told to come back
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(22);
      const busy = answers.filter((answer) => answer.statusCode === 503);
      expect(busy).toHaveLength(28);
      expect(busy[0]!.headers['retry-after']).toBe('1');
      expect(busy[0]!.json()).toEqual({ detail: expect.any(String) });
    } finally {
      await test.close();
    }
  });
});
