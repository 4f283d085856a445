// The production layout of deploy/ under the faults an operator meets: PostgreSQL, two API processes, two shell
// servers and nginx from the shipped configuration (ports templated), started from the production build by
// layout/layout.ts. Small in npm test; DRILL_SCALE=full (npm run bench) for more load and more leads.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../harness/test';
import { repoRoot, workDir } from '../harness/site';
import { openHydrated } from '../harness/hydration';
import { ADMIN_TOKEN, startLayout, type Layout } from './layout/layout';
import { postLead, request, visitorHeaders } from './layout/clients';
import { loggedStatuses, startLoad, type LoadResult } from './layout/loadGenerator';
import { sleep, until } from './layout/ports';
import { stopProcess, killProcess } from './layout/serverProcess';
import { readSamples, sampleValue, type Sample } from '@estate/server-kit';

const full = process.env.DRILL_SCALE === 'full';
/** How soon a change must show through every process (the API's 1 s poll, the shell's 0.5 s, a render; a loaded machine). */
const FRESH_WITHIN_MS = 3000;
/** How long every process is read after a change. */
const WATCH_MS = 7000;
/** After a restarted process is ready, nginx tries it again only past its fail_timeout (3 s): wait that and a margin. */
const SETTLE_MS = 4000;
const LOAD_CONNECTIONS = full ? 64 : 8;
const LEADS = full ? 600 : 120;
const KILL_AFTER = full ? 200 : 40;
const POSTERS = full ? 16 : 6;
/** How often an unanswered lead is sent again before the drill gives up on it. */
const RESENDS = 20;
/** An answer that refuses the lead (a 4xx): sending it again would not change it. */
const isRefusal = (status: number | string) => typeof status === 'number' && status >= 400 && status < 500;

let layout: Layout;
let host: string;
let lot: { id: number; externalId: string; price: number };
const figures: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  layout = await startLayout();
  host = new URL(layout.site).host;
  const [id, externalId, price] = layout.sql("select id, external_id, price from lots where kind = 'flat' and status = 'free' order by id limit 1").trim().split('|');
  lot = { id: Number(id), externalId: externalId!, price: Number(price) };
});

test.afterAll(async () => {
  await layout?.stop();
  console.info(`\nproduction drill (${full ? 'full' : 'small'}):\n  ${figures.join('\n  ')}`);
});

const nginx = () => `http://${layout.nginx}`;
/** The price as the page shows it: digits in groups of three, any separator the formatting uses. */
const shown = (price: number) => new RegExp(String(price).replace(/\B(?=(\d{3})+$)/g, '\\D?'));

test('a price change shows through every process within the bound while one API’s listener is stalled', async () => {
  test.setTimeout(120_000);
  layout.listenerProxy.stallListeners();
  await until(async () => layout.listenerProxy.stalled() > 0, 10_000, 'the listener connection to be stalled');
  const [api1, api2] = layout.apis as [(typeof layout.apis)[0], (typeof layout.apis)[0]];
  const targets = [
    ...layout.apis.map((api) => ({ name: api.spec.name, base: api.base, path: `/api/flats/${lot.id}/` })),
    ...layout.shells.map((shell) => ({ name: shell.spec.name, base: shell.base, path: `/flats/${lot.id}` })),
    { name: 'nginx /api', base: nginx(), path: `/api/flats/${lot.id}/` },
    { name: 'nginx page', base: nginx(), path: `/flats/${lot.id}` },
  ];
  try {
    // a change made through the API whose listener is stalled, then through the other: each learns the other's change
    // from its notifications or, stalled, from its poll
    for (const [trial, via] of [api2, api1].entries()) {
      const price = lot.price - 10_000 * (trial + 1);
      for (const target of targets) expect((await request(target.base, target.path, host)).status).toBe(200); // cached before the change
      const imported = await request(via.base, '/api/admin/catalogue/import', host, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'text/csv' },
        body: `external_id;price;old_price;status\n${lot.externalId};${price};;free\n`,
      });
      expect(imported.status, imported.body).toBe(200);
      const changedAt = Date.now();
      const reads = await Promise.all(
        targets.map(async (target) => {
          const seen: Array<{ at: number; fresh: boolean }> = [];
          while (Date.now() - changedAt < WATCH_MS) {
            const at = Date.now() - changedAt; // when the read was sent
            const answer = await request(target.base, target.path, host);
            seen.push({ at, fresh: answer.status === 200 && shown(price).test(answer.body) });
            await sleep(100);
          }
          const firstFresh = seen.find((read) => read.fresh)?.at ?? Infinity;
          const staleLate = seen.filter((read) => !read.fresh && read.at > FRESH_WITHIN_MS).length;
          return { name: target.name, firstFresh, staleLate, reads: seen.length };
        }),
      );
      figures.push(
        `freshness, change through ${via.spec.name} (api-1's listener stalled): ` +
          reads.map((read) => `${read.name} fresh after ${read.firstFresh} ms (${read.staleLate} stale of ${read.reads} reads past ${FRESH_WITHIN_MS} ms)`).join('; '),
      );
      for (const read of reads) {
        expect(read.firstFresh, `${read.name}: first fresh read`).toBeLessThanOrEqual(FRESH_WITHIN_MS);
        expect(read.staleLate, `${read.name}: stale reads past the bound`).toBe(0);
      }
    }
    lot.price -= 20_000;
  } finally {
    // the fault ends (the stalled connections drop): the processes restarted next find their listener again
    layout.listenerProxy.heal();
  }
});

test('the back office at /admin/ loads its remote from where it was published, as the public remotes are', async ({ page }) => {
  const fetched: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/remotes/')) fetched.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto(`${layout.site}/admin/`);
  await expect(page.getByRole('heading', { name: 'Вход в систему управления' })).toBeVisible({ timeout: 30_000 });
  figures.push(`/admin/ signed-out form from the published remote: ${fetched.length} files of /remotes/admin/`);
  expect(fetched).toContain('200 /remotes/admin/mf-manifest.json');
  expect(fetched.filter((entry) => /^200 \/remotes\/admin\/.+\.js$/.test(entry)).length).toBeGreaterThan(0);
  expect(fetched.filter((entry) => !entry.startsWith('200 /remotes/admin/')), 'only the admin remote, all found').toEqual([]);
});

test('a rolling restart of every API and shell process under load fails no request', async () => {
  test.setTimeout(300_000);
  const fromLine = loggedStatuses(layout.accessLog).lines;
  const paths = ['/', `/flats/${lot.id}`, '/press', '/api/flats/?city=moskva&limit=5', '/api/cities/', `/api/flats/${lot.id}/`, '/remotes/press/mf-manifest.json', '/admin/', '/remotes/admin/mf-manifest.json'];
  const load = startLoad({ url: nginx(), host, paths, connections: LOAD_CONNECTIONS, dir: layout.dir });
  const exits: Array<number | null> = [];
  const startedAt = Date.now();
  let result: LoadResult;
  try {
    await sleep(3000);
    for (const server of [...layout.apis, ...layout.shells]) {
      exits.push(await stopProcess(server));
      await layout.start(server.spec);
      await sleep(SETTLE_MS);
    }
  } finally {
    result = await load.stop();
  }
  const logged = loggedStatuses(layout.accessLog, fromLine);
  const failedInLog = Object.entries(logged.statuses).filter(([status]) => Number(status) >= 500 || status === '???').reduce((sum, [, count]) => sum + count, 0);
  figures.push(
    `rolling restart of ${exits.length} processes in ${Math.round((Date.now() - startedAt) / 1000)} s under wrk -c${LOAD_CONNECTIONS}: ${result.requests} requests, ` +
      `${result.non2xx} non-2xx/3xx, ${result.socketErrors} socket errors; nginx logged ${JSON.stringify(logged.statuses)}; exit codes ${exits.join(', ')}`,
  );
  expect(exits).toEqual([0, 0, 0, 0]);
  expect(result.non2xx).toBe(0);
  expect(result.socketErrors).toBe(0);
  expect(failedInLog).toBe(0);
});

test('a SIGKILL of an API process during a burst of leads loses no acknowledged lead; resent under their keys, every lead is stored once, every CRM copy under its lead\'s one key', async () => {
  test.setTimeout(240_000);
  const headers = await visitorHeaders(nginx(), host);
  const victim = layout.apis[0]!;
  const acknowledged: number[] = [];
  const phones: string[] = [];
  const outcomes: Record<string, number> = {};
  const resends: Record<string, number> = {};
  let replayed = 0;
  let restarted: Promise<unknown> | null = null;
  const poster = async () => {
    while (acknowledged.length < LEADS) {
      const phone = `7917${String(phones.length + 1).padStart(7, '0')}`;
      phones.push(`+${phone}`);
      // one submission: its key stays the same however often it is sent
      const key = crypto.randomUUID();
      let lead = await postLead(nginx(), host, headers, phone, key);
      outcomes[lead.status] = (outcomes[lead.status] ?? 0) + 1;
      // no answer (a 502: the process died with the POST in flight, its lead stored or not): sent again, as a
      // visitor's "try again" does, under the same key
      for (let attempt = 1; lead.id === null && !isRefusal(lead.status); attempt += 1) {
        if (attempt > RESENDS) throw new Error(`a lead still unanswered after ${RESENDS} resends: ${lead.status}`);
        await sleep(250);
        lead = await postLead(nginx(), host, headers, phone, key);
        resends[lead.status] = (resends[lead.status] ?? 0) + 1;
        if (lead.replayed) replayed += 1;
      }
      if (lead.id === null) throw new Error(`a lead refused: ${lead.status}`);
      acknowledged.push(lead.id);
      if (acknowledged.length >= KILL_AFTER && !restarted) restarted = killProcess(victim).then(() => layout.start(victim.spec));
    }
  };
  await Promise.all(Array.from({ length: POSTERS }, poster));
  await restarted;

  // every acknowledged lead stored, each submission (a phone of its own) once, and delivered (leases of the killed
  // process run out first)
  const stored = new Map(
    layout
      .sql(`select id, uid from requests where id in (${acknowledged.join(',')})`)
      .trim()
      .split('\n')
      .map((line) => line.split('|') as [string, string])
      .map(([id, uid]) => [Number(id), uid]),
  );
  const storedTwice = layout.sql("select phone from requests where phone like '+7917%' group by phone having count(*) > 1").trim();
  const submissions = Number(layout.sql("select count(distinct phone) from requests where phone like '+7917%'").trim());
  const delivered = () => new Set(layout.crm.copies.filter((copy) => copy.source === 'request').map((copy) => copy.number));
  await until(async () => acknowledged.every((id) => delivered().has(id)), 90_000, 'every acknowledged lead to reach the CRM', 500);
  const copies = layout.crm.copies.filter((copy) => acknowledged.includes(copy.number) && copy.source === 'request');
  const keysPerLead = new Map<number, Set<string>>();
  for (const copy of copies) keysPerLead.set(copy.number, (keysPerLead.get(copy.number) ?? new Set()).add(copy.key));
  const duplicates = copies.length - keysPerLead.size;
  figures.push(
    `SIGKILL of ${victim.spec.name} after ${KILL_AFTER} acknowledged leads, ${POSTERS} posters through nginx: ${phones.length} submissions → ${JSON.stringify(outcomes)}; ` +
      `resent under their keys → ${JSON.stringify(resends)} (${replayed} answered with the lead already stored); ${acknowledged.length} acknowledged, ${stored.size} stored, ` +
      `${storedTwice ? storedTwice.split('\n').length : 0} stored twice; ${keysPerLead.size} delivered to the CRM in ${copies.length} copies (${duplicates} duplicates, each under its lead's key)`,
  );
  expect(stored.size).toBe(acknowledged.length);
  expect(new Set(acknowledged).size).toBe(phones.length);
  expect(submissions).toBe(phones.length);
  expect(storedTwice).toBe('');
  expect(keysPerLead.size).toBe(acknowledged.length);
  for (const [id, keys] of keysPerLead) expect([...keys]).toEqual([stored.get(id)]);
});

test('every process serves its metrics, and their series move with what it serves', async () => {
  const scrape = async (url: string) => readSamples(await (await fetch(url)).text());
  const moves: string[] = [];
  for (const shell of layout.shells) {
    const before = await scrape(shell.metricsUrl);
    for (let i = 0; i < 2; i += 1) expect((await request(shell.base, '/press', host)).status).toBe(200);
    const after = await scrape(shell.metricsUrl);
    const moved = (name: string, labels: Record<string, string>) => (sampleValue(after, name, labels) ?? 0) - (sampleValue(before, name, labels) ?? 0);
    moves.push(`${shell.spec.name} document hits +${moved('shell_document_cache_lookups_total', { result: 'hit' })}, lag ${sampleValue(after, 'shell_data_version_lag_seconds')?.toFixed(2)} s`);
    expect(moved('http_requests_total', { route: '/*', status_code: '200' })).toBe(2);
    expect(moved('shell_document_cache_lookups_total', { result: 'hit' }) + moved('shell_document_cache_lookups_total', { result: 'miss' })).toBe(2);
    expect(sampleValue(after, 'shell_data_version_lag_seconds')).toBeLessThan(3);
  }
  for (const api of layout.apis) {
    const before = await scrape(api.metricsUrl);
    expect((await request(api.base, '/api/cities/', host)).status).toBe(200);
    const after = await scrape(api.metricsUrl);
    const lookups = (samples: Sample[]) => sampleValue(samples, 'api_response_cache_lookups_total') ?? 0;
    moves.push(`${api.spec.name} listening ${sampleValue(after, 'api_data_version_listening')}, leads pending ${sampleValue(after, 'outbox_messages', { kind: 'lead', state: 'pending' })}`);
    // (the shells read the cities too, through nginx, now and then)
    expect((sampleValue(after, 'http_requests_total', { route: '/api/cities/' }) ?? 0) - (sampleValue(before, 'http_requests_total', { route: '/api/cities/' }) ?? 0)).toBeGreaterThanOrEqual(1);
    expect(lookups(after) - lookups(before)).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, 'api_database_up')).toBe(1);
    expect(sampleValue(after, 'outbox_messages', { kind: 'lead', state: 'dead' })).toBe(0);
  }
  figures.push(`metrics of every process: ${moves.join('; ')}`);
});

test('a page loaded on build N of a remote navigates on build N+1 without a reload', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const published = path.join(layout.staticRoot, 'remotes', 'press');
  const buildN = new Set(fs.readdirSync(published, { recursive: true }).map(String));
  // build N+1 from a copy of the remote's sources whose about page differs (so its chunks get new names)
  const next = path.join(workDir, 'drill-press-next');
  fs.rmSync(next, { recursive: true, force: true });
  fs.cpSync(path.join(repoRoot, 'mfe-press'), next, { recursive: true, filter: (source) => !/[/\\](dist|node_modules)$/.test(source) });
  fs.appendFileSync(path.join(next, 'src', 'exposes', 'AboutPage.tsx'), `\nexport const deployedAt = '${new Date().toISOString()}';\n`);

  const requested: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/remotes/press/')) requested.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  // /press on build N, twice; the about and contacts pages' code is not loaded yet (their links are out of view: the footer)
  // (in a browser context of its own: nothing the first page fetches reaches it from the HTTP cache)
  const controlContext = await browser.newContext();
  const control = await controlContext.newPage();
  const controlFetched: string[] = [];
  control.on('response', (response) => {
    if (response.url().includes('/remotes/press/')) controlFetched.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  // a cross-origin script's 404 reaches the page as a blocked response (ORB), not as a status
  control.on('requestfailed', (failed) => {
    if (failed.url().includes('/remotes/press/')) controlFetched.push(`failed ${new URL(failed.url()).pathname} (${failed.failure()?.errorText})`);
  });
  for (const opened of [page, control]) {
    await openHydrated(opened, `${layout.site}/press`);
    await opened.evaluate(() => ((window as unknown as { loadedOn: string }).loadedOn = 'N'));
  }
  expect(requested.filter((entry) => /AboutPage|ContactsPage/.test(entry)), 'about or contacts loaded before the redeploy').toEqual([]);

  const publishedAt = Date.now();
  execFileSync(process.execPath, [path.join(repoRoot, 'tooling/publish/cli.mjs'), '--to', published], { cwd: next, stdio: 'pipe' });
  const publishMs = Date.now() - publishedAt;
  const buildNext = fs.readdirSync(published, { recursive: true }).map(String).filter((file) => !buildN.has(file));
  expect(buildNext.filter((file) => file.includes('AboutPage')).length, 'build N+1 names its about page anew').toBeGreaterThan(0);
  const manifest = await (await fetch(`${nginx()}/remotes/press/mf-manifest.json`)).text();
  expect(buildNext.some((file) => manifest.includes(path.basename(file))), 'the manifest names build N+1').toBe(true);

  const afterPublish = requested.length;
  await page.locator('footer').getByRole('link', { name: 'О компании' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('[data-remote-region="press/AboutPage"] h1')).toBeVisible();
  const fetched = requested.slice(afterPublish);
  figures.push(
    `redeploy of press: build N+1 published in ${Math.round(publishMs / 1000)} s (${buildNext.length} new files beside build N's ${buildN.size}); ` +
      `the page loaded on N then navigated to /about fetching ${fetched.join(', ')}; reloaded: ${(await page.evaluate(() => (window as unknown as { loadedOn?: string }).loadedOn)) !== 'N'}`,
  );
  expect(await page.evaluate(() => (window as unknown as { loadedOn?: string }).loadedOn), 'the page was not reloaded').toBe('N');
  expect(fetched.filter((entry) => entry.includes('AboutPage')).length, 'the about page came from build N').toBeGreaterThan(0);
  for (const entry of fetched) {
    const [status, pathname] = entry.split(' ') as [string, string];
    expect(status, pathname).toBe('200');
    expect(buildN.has(pathname.replace('/remotes/press/', '')), `${pathname} is of build N`).toBe(true);
  }

  // The control: a deploy that replaces the folder (as serving a freshly built dist/ did) takes build N's files away,
  // and the other page opened on N, navigating the same way, meets 404s and reloads.
  const ledger = JSON.parse(fs.readFileSync(path.join(published, '.publish-ledger.json'), 'utf8')) as { files: Record<string, { retiredAt: string | null }> };
  for (const [file, entry] of Object.entries(ledger.files)) if (entry.retiredAt !== null) fs.rmSync(path.join(published, file));
  const controlAfter = controlFetched.length;
  await control.locator('footer').getByRole('link', { name: 'Контакты' }).first().click();
  await expect(control).toHaveURL(/\/contacts$/);
  // (a poll that lands while the page reloads meets a destroyed context: that is the reload under way, polled again)
  const loadedOn = () => control.evaluate(() => (window as unknown as { loadedOn?: string }).loadedOn ?? 'reloaded').catch(() => 'reloading');
  await expect.poll(loadedOn, { timeout: 20_000 }).toBe('reloaded');
  const missing = controlFetched.slice(controlAfter).filter((entry) => /^(404|failed) /.test(entry));
  figures.push(`control, build N's files removed instead: the other page opened on N failed to fetch ${missing.length} of its files (${missing.join(', ')}) and reloaded`);
  expect(missing.length).toBeGreaterThan(0);
  await controlContext.close();
});
