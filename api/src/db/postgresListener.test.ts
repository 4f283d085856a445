import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { startStallingProxy, type StallingProxy } from '../testing/stallingProxy';
import type { Db } from './db';
import { listenerState, startDataVersion, type DataVersion } from './dataVersion';
import { openPostgresDb } from './postgresDb';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const HEARTBEAT_MS = 300;
const POLL_MS = 200;
/** Generous on a slow, loaded machine: the stated bounds plus a second. */
const SLACK_MS = 1000;

async function within<T>(ms: number, check: () => T | undefined | false): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return { value, ms: Date.now() - started };
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

onPostgres('the notification connection on a stalled network', () => {
  let database: TestDatabase;
  let proxy: StallingProxy;
  let db: Db;
  let direct: Db;
  let versions: DataVersion;
  const logged: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    proxy = await startStallingProxy(database.databaseUrl!);
    db = await openPostgresDb(proxy.url, { listenHeartbeatMs: HEARTBEAT_MS, connectTimeoutMs: 1000 });
    direct = await database.open();
    const log = { info: (_object: object, message: string) => logged.push(message), warn: (_object: object, message: string) => logged.push(message) };
    versions = await startDataVersion(db, { pollMs: POLL_MS, log });
  });
  afterAll(async () => {
    await versions?.close();
    await db?.close();
    await direct?.close();
    await proxy?.close();
    await database?.drop();
  });

  /** A change made by another process (straight to the database), and how long until this one knows it. */
  const changeElsewhere = async () => {
    const bumped = await direct.transaction((tx) => versions.bump(tx, 'catalogue'));
    return within(POLL_MS + SLACK_MS, () => versions.current('catalogue') >= bumped);
  };

  it('notices the silence, says it is polling, keeps every change within the bound, and listens again once the network heals', async () => {
    expect(versions.status()).toMatchObject({ mode: 'listening' });
    const heard = await changeElsewhere();

    // the listener's packets vanish; its socket stays open and nothing errors
    proxy.stall((params) => params.application_name === 'listen:data_versions');
    const stalledAt = Date.now();
    const duringDetection = await changeElsewhere(); // the table is still read every POLL_MS
    await within(2 * HEARTBEAT_MS + SLACK_MS, () => versions.status().mode === 'polling');
    const noticedMs = Date.now() - stalledAt;
    const status = versions.status();
    expect(status.since.getTime()).toBeGreaterThanOrEqual(stalledAt);
    expect(logged).toContain('data version notifications lost: polling the table until they are back');
    const whilePolling = await changeElsewhere();
    expect(versions.live()).toBe(true); // current within the bound: caches may answer
    // readiness and the metrics still say it polls, and since when
    expect(listenerState(versions)).toEqual({ listener: 'polling', listener_since: status.since.toISOString() });

    proxy.heal();
    const back = await within(5000 + SLACK_MS, () => versions.status().mode === 'listening');
    expect(logged).toContain('data version notifications are back');
    const afterwards = await changeElsewhere();
    console.info(
      `stalled listener: a change known in ${heard.ms} ms listening, ${duringDetection.ms} ms before the stall was noticed, ` +
        `${whilePolling.ms} ms while polling (the stall noticed after ${noticedMs} ms); listening again ${back.ms} ms after the network healed, a change known in ${afterwards.ms} ms`,
    );
  });
});
