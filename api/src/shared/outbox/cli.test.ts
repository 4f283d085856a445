import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { runNpmScript } from '../../testing/npmScript';
import { TestVisitor } from '../../testing/testVisitor';
import { crmWebhookTarget } from '../../features/leadDelivery/crmWebhook';
import { LEAD_KIND } from '../leads/leadMessage';
import { startFakeCrm, type FakeCrm } from '../../features/leadDelivery/testing/fakeCrm';
import { createDeliveryWorker } from './deliveryWorker';
import { DEAD_LETTER_AFTER_MS } from './retrySchedule';

/** `npm run leads -w api -- <args>` as an operator types it. */
const leadsCli = (test: TestApp, args: string[]) => runNpmScript(test, 'leads', args);

describe.each(backends())('npm run leads on %s', (backend) => {
  let test: TestApp;
  let crm: FakeCrm;
  const ids: Record<'pending' | 'failing' | 'dead', number> = { pending: 0, failing: 0, dead: 0 };

  beforeAll(async () => {
    crm = await startFakeCrm({ secret: 's', behave: () => 'error' });
    test = await createTestApp(backend);
    let clock = 0;
    const worker = createDeliveryWorker({
      db: test.db,
      routes: { [LEAD_KIND]: [crmWebhookTarget({ url: crm.url, secret: 's' })] },
      now: () => new Date(clock),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      timeoutMs: 2_000,
    });
    const visitor = await new TestVisitor(test.app).start();
    const post = async (phone: string) => {
      const response = await visitor.post('/api/requests/', { type: 'questions', phone, url: 'http://localhost:8080/', site_city: 'moskva' });
      const { rows } = await test.db.query<{ id: number }>("select o.id from outbox o join requests r on r.uid::text = o.key where r.id = $1", [response.json<{ id: number }>().id]);
      return Number(rows[0]!.id);
    };
    // One lead failing for a day (dead), one that failed once, one not tried yet.
    ids.dead = await post('79161230041');
    clock = Date.now() + 1_000;
    await worker.deliverDue();
    clock += DEAD_LETTER_AFTER_MS;
    ids.failing = await post('79161230042');
    await worker.deliverDue();
    ids.pending = await post('79161230043');
    if (backend === 'pglite') {
      // The API owns PGlite's files while it runs: the CLI says so instead of failing obscurely.
      const refused = await leadsCli(test, []);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Stop the API first');
    }
    await test.release();
  });
  afterAll(async () => {
    await test?.database.drop();
    await crm?.close();
  });

  it('lists what is not delivered, shows the attempts of one, and re-sends a dead letter', async () => {
    const listed = await leadsCli(test, []);
    console.info(`[npm run leads]\n${listed.stdout}`);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('3 undelivered: 1 pending, 1 failing, 1 dead');
    const state = (output: string, id: number) => new RegExp(`^${id}\\s+lead\\s+(\\w+)`, 'm').exec(output)?.[1];
    expect([state(listed.stdout, ids.pending), state(listed.stdout, ids.failing), state(listed.stdout, ids.dead)]).toEqual(['pending', 'failing', 'dead']);
    expect(listed.stdout).toContain('crm_webhook: HTTP 503');

    const shown = await leadsCli(test, ['show', String(ids.dead)]);
    expect(shown.code).toBe(0);
    expect(shown.stdout.split('\n').filter((line) => /crm_webhook\s+failed\s+503/.test(line))).toHaveLength(2);

    const resent = await leadsCli(test, ['resend', String(ids.dead)]);
    expect(resent).toMatchObject({ code: 0, stdout: expect.stringContaining(`Outbox row ${ids.dead} is queued again`) });
    const db = await test.database.open();
    try {
      const { rows } = await db.query<{ status: string; attempts: number; failing_since: Date | null }>('select status, attempts, failing_since from outbox where id = $1', [ids.dead]);
      expect(rows).toEqual([{ status: 'pending', attempts: 0, failing_since: null }]);
    } finally {
      await db.close();
    }

    expect(await leadsCli(test, ['resend'])).toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run leads') });
  });
});
