// The back office, as the company's staff use it: accounts made on the command line sign in with password and TOTP;
// an editor writes a publication with a photo, schedules it and previews it as the site renders it (a stranger gets
// 404 there), and the real scheduler publishes it at its time (the API's clock moved forward through the development
// endpoint, so the test does not wait the minute): it is on /press of its city host, in the sitemap and on its page
// with its og:image within 2 s; the lawyer's new agreement
// version is stored with the next footer lead; a sales account sees that lead with its delivery status and cannot
// edit a page; the admin's audit log lists each change.
// In tests/local/ because it reads and moves the API's development endpoints and uses the accounts the harness made.
import { TOTP, Secret } from 'otpauth';
import { expect, test, type Browser, type Page } from '../../harness/test';
import { staffAccount, type StaffName } from '../../harness/staffAccounts';
import { acceptCookiesBeforehand, footerForm, uniquePhone } from '../forms-helpers';

test.use({ timezoneId: 'Europe/Moscow', viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'serial' });

const TITLE = `Стартовали продажи корпуса ${Date.now() % 100_000}`;
const VERSION = `2026-12-${String(1 + (Date.now() % 28)).padStart(2, '0')}-e2e`;
let slug = '';
let leadPhone = '';

function totp(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
}

/** How far the API's clock is ahead of this one (the publication test moves it): its codes are checked at its time. */
async function apiClockOffset(page: Page): Promise<number> {
  const before = Date.now();
  const { now } = (await (await page.request.get('/api/dev/clock/')).json()) as { now: string };
  return new Date(now).getTime() - (before + Date.now()) / 2;
}

/** Signs in through the form; a code is good once, so a second sign-in of the same account waits for the next step. */
const lastStep = new Map<string, number>();
async function signIn(page: Page, name: StaffName) {
  const account = staffAccount(name);
  const offset = await apiClockOffset(page);
  let step = Math.floor((Date.now() + offset) / 30_000);
  if (lastStep.get(name) === step) {
    await page.waitForTimeout((step + 1) * 30_000 - (Date.now() + offset) + 200);
    step += 1;
  }
  lastStep.set(name, step);
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Пароль').fill(account.password);
  await page.getByLabel('Код из приложения').fill(totp(account.secret, Date.now() + offset));
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { name: 'Вход в систему управления' })).toBeHidden();
}

async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  await page.request.get('/api/session/');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  return { 'X-CSRFToken': token, Origin: 'http://localhost:8080' };
}

test('the CLI made every account with a TOTP secret, and no account exists without one', async () => {
  for (const name of ['admin', 'editor', 'lawyer', 'sales'] as const) {
    expect(staffAccount(name).output).toMatch(/otpauth:\/\/totp\/[^\s]+secret=[A-Z2-7]+/);
  }
});

test('the admin page is the back office: noindex, its own policy, no public frame', async ({ page }) => {
  const response = await page.request.get('/admin/');
  expect(response.status()).toBe(200);
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['content-security-policy']).toContain("script-src 'self' http://127.0.0.1:3005");
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).not.toContain('main.');
});

/**
 * The edit screen's «Предпросмотр» opens the unpublished publication in a new tab as the site renders it — the site's
 * header and footer, the press page's article — marked as a preview, private and unindexed; a stranger gets 404 there.
 */
async function previewAsStaffOnly(page: Page, browser: Browser) {
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Предпросмотр' }).click()]);
  await expect(preview).toHaveURL(/\/admin\/preview\/publications\/\d+$/);
  await expect(preview.getByRole('note', { name: 'Предпросмотр' })).toContainText('Предпросмотр — не опубликовано');
  await expect(preview.getByRole('banner')).toBeVisible();
  await expect(preview.getByRole('contentinfo')).toBeVisible();
  const article = preview.locator('[data-remote-region="press/PublicationPage"] article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(article.getByText('Скидка 5 %')).toBeVisible();
  await expect(article.locator('img[src*="/img/uploads/"]').first()).toBeVisible();
  const answer = await page.request.get(preview.url());
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await answer.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  await preview.close();

  const stranger = await browser.newContext();
  const refused = await stranger.request.get(preview.url());
  expect(refused.status()).toBe(404);
  expect(await refused.text()).not.toContain(TITLE);
  await stranger.close();
}

test('an editor schedules a publication with a photo, previews it, and the scheduler publishes it: list, sitemap and og:image within 2 s', async ({ page, browser }) => {
  await signIn(page, 'editor');
  await page.getByRole('menuitem', { name: 'Публикации' }).click();
  await page.getByRole('link', { name: 'Создать' }).click();
  await page.getByLabel('Заголовок').first().fill(TITLE);
  await page.getByLabel('Раздел').click();
  await page.getByRole('option', { name: 'Новости' }).click();
  await page.getByLabel('Город').fill('Моск');
  await page.getByRole('option', { name: 'Москва' }).click();
  await page.getByLabel('Анонс').fill('Открыты продажи квартир в новом корпусе.');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Мы открыли продажи. ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Скидка 5 %');
  const photo = await page.request.get('/img/renders/render-1.jpg?size=1024&format=jpeg');
  await page.locator('input[type=file]').first().setInputFiles({ name: 'корпус.jpg', mimeType: 'image/jpeg', buffer: await photo.body() });
  await expect(page.locator('img[src*="/img/uploads/"]').first()).toBeVisible();
  await page.getByLabel('Статус').click();
  await page.getByRole('option', { name: 'Опубликована' }).click();

  // a minute and more ahead, on the API's clock (the minute the form can say)
  const apiNow = new Date(((await (await page.request.get('/api/dev/clock/')).json()) as { now: string }).now).getTime();
  const readAt = Date.now();
  const publishAt = Math.ceil((apiNow + 90_000) / 60_000) * 60_000;
  const local = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(publishAt).replace(' ', 'T');
  await page.getByLabel('Дата публикации').fill(local);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Предпросмотр: так публикацию увидят посетители')).toBeVisible();
  await expect(page.getByLabel('Предпросмотр').getByText('Скидка 5 %')).toBeVisible();

  const found = (await (await page.request.get(`/api/admin/content/publications/?q=${encodeURIComponent(TITLE)}`)).json()) as { results: { slug: string; status: string; body: string; cover: string }[] };
  const saved = found.results[0]!;
  expect(saved.status).toBe('scheduled');
  expect(saved.body).toBe('<p>Мы открыли продажи. <strong>Скидка 5 %</strong></p>');
  slug = saved.slug;
  expect((await page.request.get(`/press/${slug}`)).status()).toBe(404);
  await previewAsStaffOnly(page, browser);

  // the API's clock moves to 4 s before the publication's time; the scheduler does the rest
  const advance = Math.floor((publishAt - 4_000 - (apiNow + Date.now() - readAt)) / 1000);
  const moved = await page.request.post('/api/dev/clock/', { data: { advance_seconds: advance }, headers: await csrfHeaders(page) });
  expect(moved.ok()).toBe(true);
  const apiAfter = new Date(((await moved.json()) as { now: string }).now).getTime();
  const dueAt = Date.now() + (publishAt - apiAfter);

  const seen: Record<string, number> = {};
  const checks: Record<string, () => Promise<boolean>> = {
    '/press': async () => (await (await page.request.get('/press')).text()).includes(TITLE),
    sitemap: async () => (await (await page.request.get('/sitemaps/1.xml')).text()).includes(`/press/${slug}`),
    'og:image': async () => {
      const response = await page.request.get(`/press/${slug}`);
      return response.status() === 200 && /<meta property="og:image" content="[^"]*\/img\/uploads\//.test(await response.text());
    },
  };
  while (Object.keys(seen).length < 3 && Date.now() < dueAt + 15_000) {
    for (const [name, check] of Object.entries(checks)) if (!(name in seen) && (await check())) seen[name] = Date.now() - dueAt;
    await page.waitForTimeout(100);
  }
  console.info(`[admin] published ${slug}: visible after its time (ms): ${JSON.stringify(seen)}`);
  for (const name of Object.keys(checks)) {
    expect(seen[name], name).toBeGreaterThan(-1_000); // not before its time (the scheduler, not the save, published it)
    expect(seen[name], name).toBeLessThanOrEqual(2_000);
  }
});

test('the lawyer’s new agreement version is stored with the next footer lead', async ({ page, browser }) => {
  await signIn(page, 'lawyer');
  await page.getByRole('menuitem', { name: 'Согласие на обработку ПД' }).click();
  await page.getByRole('link', { name: 'Создать' }).click();
  await page.getByLabel('Версия').fill(VERSION);
  await page.getByLabel('Заголовок').first().fill('Согласие на обработку персональных данных');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Новая редакция согласия.');
  await page.getByLabel('Действует с').fill('2026-12-01');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(VERSION).first()).toBeVisible();
  // the version on the policy page as the site renders it, from its screen
  await page.getByRole('menuitem', { name: 'Согласие на обработку ПД' }).click();
  await page.getByRole('row').filter({ hasText: VERSION }).first().click();
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Предпросмотр' }).click()]);
  await expect(preview.getByRole('note', { name: 'Предпросмотр' })).toBeVisible();
  await expect(preview.locator('[data-remote-region="press/PolicyPage"]').getByText('Новая редакция согласия.')).toBeVisible();
  await preview.close();

  const visitor = await browser.newPage();
  await acceptCookiesBeforehand(visitor);
  await visitor.goto('/');
  const { typed, digits } = uniquePhone();
  leadPhone = `+${digits}`;
  const form = footerForm(visitor);
  await form.phone.scrollIntoViewIfNeeded();
  await form.phone.pressSequentially(typed);
  await form.consent.check();
  const [response] = await Promise.all([visitor.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/requests/'), form.submit.click()]);
  expect(response.status()).toBe(201);
  const leads = (await (await visitor.request.get(`/api/dev/requests/?phone=${digits}`)).json()) as { consent_version: string }[];
  expect(leads[0]?.consent_version).toBe(VERSION);
  await visitor.close();
});

test('a sales account sees the lead with its delivery status and cannot edit a page', async ({ page }) => {
  await signIn(page, 'sales');
  await expect(page.getByRole('menuitem', { name: 'Заявки' })).toBeVisible();
  for (const page_ of ['Публикации', 'Базовые данные', 'Согласие на обработку ПД']) await expect(page.getByRole('menuitem', { name: page_ })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Заявки' }).click();
  const row = page.getByRole('row').filter({ hasText: leadPhone });
  await expect(row).toContainText(VERSION);
  await expect(row).toContainText('Ожидает отправки');
  const edit = await page.request.put('/api/admin/content/base_pages/1/', { data: { inn: '7700000000' }, headers: await csrfHeaders(page) });
  expect(edit.status()).toBe(403);
  const direct = await page.request.get('/api/admin/content/publications/');
  expect(direct.status()).toBe(403);
});

test('the admin’s audit log lists each change', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('menuitem', { name: 'Журнал изменений' }).click();
  const log = page.getByRole('table');
  for (const [who, what, where] of [
    ['editor@e2e.example.ru', 'создание', 'publications'],
    ['editor@e2e.example.ru', 'загрузка файла', 'media'],
    ['система', 'публикация по расписанию', 'publications'],
    ['lawyer@e2e.example.ru', 'создание', 'agreements'],
    ['sales@e2e.example.ru', 'просмотр персональных данных', 'leads'],
  ]) {
    await expect(log.getByRole('row').filter({ hasText: who }).filter({ hasText: what }).filter({ hasText: where }).first()).toBeVisible();
  }
  const entries = (await (await page.request.get('/api/admin/audit/?resource=publications&action=publish')).json()) as { results: { record_id: string; before: unknown; after: unknown }[] };
  expect(entries.results[0]).toMatchObject({ before: { status: 'scheduled' }, after: { status: 'published' } });
});
