// A lead whose answer is lost after the API stored it (a process dying between its commit and its answer, a proxy
// cutting the connection: the visitor sees a 502) and that the visitor sends again is stored once: the form sends
// both under one Idempotency-Key, through the shell's proxy, and the API answers the second with the lead it stored.
// In tests/local/ because it reads the stored leads through the API's development endpoint.
import { expect, test } from '../../harness/test';
import { acceptCookiesBeforehand, footerForm, uniquePhone } from '../forms-helpers';

test('the footer form sent again after a lost answer stores one lead', async ({ page, baseURL }) => {
  await acceptCookiesBeforehand(page);
  const keys: Array<string | undefined> = [];
  const answers: Array<{ status: number; replayed: string | undefined }> = [];
  await page.route('**/api/requests/**', async (route) => {
    keys.push(await route.request().headerValue('idempotency-key').then((key) => key ?? undefined));
    const response = await route.fetch();
    answers.push({ status: response.status(), replayed: response.headers()['idempotent-replayed'] });
    // the first answer is lost on its way back: the lead is stored, the visitor sees the proxy's 502
    if (answers.length === 1) await route.fulfill({ status: 502, body: '' });
    else await route.fulfill({ response });
  });
  await page.goto('/press');
  const form = footerForm(page);
  const phone = uniquePhone();
  await form.phone.scrollIntoViewIfNeeded();
  await form.phone.pressSequentially(phone.typed);
  await form.consent.check();
  await form.submit.click();
  await expect(form.region.getByRole('heading', { name: 'Ошибка' })).toBeVisible();
  await form.region.getByRole('button', { name: 'Попробовать еще раз' }).click();
  await form.submit.click();
  await expect(form.region.getByRole('heading', { name: 'Спасибо!' })).toBeVisible();

  const stored = await (await page.request.get(`${baseURL}/api/dev/requests/?phone=${phone.digits}`)).json();
  expect(answers).toEqual([
    { status: 201, replayed: undefined },
    { status: 201, replayed: 'true' },
  ]);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(stored).toHaveLength(1);
});
