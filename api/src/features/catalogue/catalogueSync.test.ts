import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { runNpmScript } from '../../testing/npmScript';
import { catalogueFeed } from './testing/catalogueFixture';
import { startCatalogueSync } from './catalogueSync';
import { noWorker } from '../../shared/outbox/outbox';
import { loadConfig } from '../../config';

/** `npm run import -w api -- <source>` as an operator types it. */
const importCli = (test: TestApp, source: string) => runNpmScript(test, 'import', [source]);

describe.each(backends())('catalogue sync and npm run import on %s', (backend) => {
  let test: TestApp;
  let feedServer: http.Server;
  let feedUrl = '';
  let served = { status: 200, body: '' };
  const requests: string[] = [];
  const logs: { level: string; message: string; object: object }[] = [];
  const logAt = (level: string) => (object: object, message: string) => void logs.push({ level, message, object });
  const log = { info: logAt('info'), warn: logAt('warn'), error: logAt('error') };
  const price = async (externalId: string) =>
    (await test.db.query<{ price: number }>('select price from lots where external_id = $1', [externalId])).rows[0]?.price;

  beforeAll(async () => {
    test = await createTestApp(backend);
    feedServer = http.createServer((request, response) => {
      requests.push(request.url ?? '');
      response.writeHead(served.status, { 'content-type': 'application/json' }).end(served.body);
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/catalogue.json`;
  });
  afterAll(async () => {
    await new Promise((resolve) => feedServer?.close(resolve));
    await test?.database.drop(); // the app was released for the CLI
  });

  it('fetches and applies CATALOGUE_FEED_URL every CATALOGUE_SYNC_MINUTES; a refused or unreachable feed changes nothing', async () => {
    const small = (lotPrice: number) => JSON.stringify(catalogueFeed({ projects: 1, floors: 1, lotsPerFloor: 2, price: () => lotPrice }));
    served = { status: 200, body: small(7_000_000) };
    jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout'] });
    const sync = startCatalogueSync(test.db, { feedUrl, minutes: 5, log, outbox: noWorker });
    try {
      jest.advanceTimersByTime(5 * 60_000 - 1);
      expect(requests).toHaveLength(0);
      jest.advanceTimersByTime(1);
      await sync.runOnce(); // the round the timer started
      expect(requests).toEqual(['/catalogue.json']);
      expect(await price('crm-lot-1')).toBe(7_000_000);

      served = { status: 200, body: small(6_500_000) };
      jest.advanceTimersByTime(5 * 60_000);
      await sync.runOnce();
      expect(await price('crm-lot-1')).toBe(6_500_000);
      expect(logs.filter((entry) => entry.message === 'catalogue synced')).toHaveLength(2);

      served = { status: 200, body: small(6_500_000).replace('"price":6500000', '"price":"дорого"') };
      jest.advanceTimersByTime(5 * 60_000);
      await sync.runOnce();
      expect(logs.at(-1)).toMatchObject({ level: 'error', message: 'catalogue feed refused; the catalogue is unchanged' });

      served = { status: 503, body: '' };
      jest.advanceTimersByTime(5 * 60_000);
      await sync.runOnce();
      expect(logs.at(-1)).toMatchObject({ level: 'warn', message: 'catalogue sync failed; retrying next round' });
      expect(requests).toHaveLength(4);
      expect(await price('crm-lot-1')).toBe(6_500_000);
    } finally {
      await sync.stop();
      jest.useRealTimers();
    }
  });

  it('npm run import applies a price list file, and names the bad line of a refused one', async () => {
    await test.release();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'price-list-'));
    const good = path.join(dir, 'prices.csv');
    const bad = path.join(dir, 'bad.csv');
    await fs.writeFile(good, 'external_id;price;old_price;status\ncrm-lot-1;6000000;6500000;free\n');
    await fs.writeFile(bad, 'external_id;price;old_price;status\ncrm-lot-1;5000000;;free\ncrm-lot-2;5000000;;lost\n');
    const refused = await importCli(test, bad);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('line 3: status "lost" is not one of free, booked, sold');
    const applied = await importCli(test, good);
    expect(applied.code).toBe(0);
    expect(JSON.parse(applied.stdout)).toMatchObject({ format: 'csv', changed: true, price_list: { updated: 1 } });
    const db = await test.database.open();
    try {
      const { rows } = await db.query('select price, old_price from lots where external_id = $1', ['crm-lot-1']);
      expect(rows).toEqual([{ price: 6_000_000, old_price: 6_500_000 }]);
    } finally {
      await db.close();
    }
    await fs.rm(dir, { recursive: true });
  });
});

describe('catalogue and alert configuration', () => {
  it('reads ADMIN_TOKEN, the sync and the alert sender', () => {
    expect(loadConfig({}, process.cwd())).toMatchObject({ adminToken: null, catalogueSync: { feedUrl: null, minutes: 10 }, alertEmail: null });
    expect(
      loadConfig(
        { ADMIN_TOKEN: ' s3cret ', CATALOGUE_FEED_URL: 'https://crm.example/feed.json', CATALOGUE_SYNC_MINUTES: '0', SMTP_URL: 'smtp://mail:25', SITE_DOMAIN: 'estate.ru' },
        process.cwd(),
      ),
    ).toMatchObject({
      adminToken: 's3cret',
      catalogueSync: { feedUrl: 'https://crm.example/feed.json', minutes: 1 },
      alertEmail: { smtpUrl: 'smtp://mail:25', from: 'noreply@estate.ru' },
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail' }, process.cwd())).toThrow('SMTP_URL must start with smtp:// or smtps://');
  });
});
