// A visitor subscribes to a flat's price drops on its page and confirms by the letter;
// a price list lowering the price reaches the page («Цена снижена», the new price) and exactly one letter arrives at
// the site's SMTP server; the same list again sends nothing.
import { expect, test } from '../../harness/test';
import { startFakeSmtp } from '@estate/tooling/smtp';
import { adminToken, smtpPort } from '../../harness/site';
import { openHydrated } from '../../harness/hydration';

// In tests/local/ because it reads the e-mails of the site the harness starts (SMTP_URL, ADMIN_TOKEN).

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

test.beforeAll(async () => {
  smtp = await startFakeSmtp(smtpPort);
});
test.afterAll(async () => {
  await smtp?.close();
});

/** 12250000 → /12\s250\s000 ₽/: the page groups digits with spaces, the letter with no-break ones. */
const roubles = (value: number) => new RegExp(`${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s')}\\s₽`);

const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') =>
  text.match(new RegExp(`https?://\\S+/api/price_alerts/${kind}/\\?token=[0-9a-f-]{36}`))?.[0];

test('subscribe, confirm, import a lower price: the page says so and one letter arrives', async ({ page, request }) => {
  const email = `buyer-${Date.now()}@example.ru`;
  // a flat whose price has not fallen lately (the seed lowered some within the last 30 days)
  const list = (await (await request.get('/api/flats/?status=free&ordering=-price&limit=20')).json()) as { results: Array<{ id: number; external_id: string; price: number }> };
  const steady: typeof list.results = [];
  for (const candidate of list.results) {
    const history = (await (await request.get(`/api/flats/${candidate.id}/price_history/`)).json()) as { price_dropped: boolean };
    if (!history.price_dropped) steady.push(candidate);
  }
  const flat = steady[0]!;
  const importPrices = async (price: number) => {
    const response = await request.post('/api/admin/catalogue/import', {
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'text/csv' },
      data: `external_id;price;old_price;status\n${flat.external_id};${price};;free\n`,
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as { changed: boolean; alerts_queued: number };
  };
  const mailsTo = () => smtp.mails.filter((mail) => mail.to === email);

  // hydrated first: a value typed into the server-rendered field before hydration is reset by it
  await openHydrated(page, `/flats/${flat.id}`);
  const form = page.getByRole('form', { name: 'Сообщить о снижении цены' });
  await form.getByLabel('Сообщить о снижении цены на e-mail').fill(email);
  // the consent's text links to the policy: the box itself is ticked
  await expect(form.getByText('Я принимаю политику конфиденциальности и даю согласие на обработку персональных данных')).toBeVisible();
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Подписаться' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Мы отправили письмо на ${email}` })).toBeVisible();
  await expect(page.getByText('Цена снижена', { exact: true })).toHaveCount(0);

  await expect.poll(() => mailsTo().length, { timeout: 30_000 }).toBe(1);
  const confirmation = mailsTo()[0]!;
  expect(confirmation.subject).toMatch(/^Подтвердите подписку на снижение цены: /);
  const confirm = linkIn(confirmation.text, 'confirm');
  expect(linkIn(confirmation.text, 'unsubscribe')).toBeDefined();
  await page.goto(confirm!);
  await expect(page.getByRole('heading', { name: 'Подписка подтверждена' })).toBeVisible();

  const lower = flat.price - 250_000;
  expect(await importPrices(lower)).toMatchObject({ changed: true, alerts_queued: 1 });
  await expect.poll(() => mailsTo().length, { timeout: 30_000 }).toBe(2);
  const drop = mailsTo()[1]!;
  expect(drop.subject).toMatch(/^Цена снижена: /);
  expect(drop.text).toMatch(new RegExp(`Стало: ${roubles(lower).source}`));
  expect(linkIn(drop.text, 'unsubscribe')).toBe(linkIn(confirmation.text, 'unsubscribe'));

  expect(await importPrices(lower)).toMatchObject({ changed: false, alerts_queued: 0 });
  await page.goto(`/flats/${flat.id}`);
  await expect(page.getByTestId('lot-price')).toHaveText(roubles(lower));
  await expect(page.getByText('Цена снижена', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Цена от / })).toBeVisible();
  // No second copy follows: the site's outbox worker polls every 2 s, so a duplicate would be here after 3.
  await page.waitForTimeout(3_000);
  expect(mailsTo()).toHaveLength(2);
});
