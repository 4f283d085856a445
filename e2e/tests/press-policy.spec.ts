// The personal-data policy answers 200 on its one URL; with a trailing slash (product §2: "also reached") it is
// reached through a permanent redirect to that URL, so search engines see one page.
import { expect, test } from '../harness/test';
import { collectErrors, pressRegion } from './press-helpers';

const POLICY_PATH = '/personal-data-processing-policy';

test('the policy page answers 200 with the policy', async ({ page, request }) => {
  const errors = collectErrors(page);
  const base = (await (await request.get('/api/base_page/?city=moskva')).json()) as { privacy_policy: string };
  const agreement = (await (await request.get('/api/personal_data_agreement/')).json()) as { title: string };
  const policyHeading = /<h2[^>]*>(.*?)<\/h2>/.exec(base.privacy_policy)?.[1] ?? '';
  expect(policyHeading).not.toBe('');

  const response = await request.get(POLICY_PATH, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const navigation = await page.goto(POLICY_PATH);
  expect(navigation?.status()).toBe(200);
  const region = pressRegion(page, 'PolicyPage');
  await expect(region.getByRole('heading', { level: 1 })).toHaveText('Политика обработки персональных данных');
  await expect(region.getByRole('heading', { level: 2, name: policyHeading })).toBeVisible();
  await expect(region.getByRole('heading', { level: 2, name: agreement.title })).toBeVisible();
  await expect(region.getByText(/^Редакция от \d{1,2} [а-я]+ \d{4}$/)).toBeVisible();
  await expect(page).toHaveTitle('Политика обработки персональных данных — Горизонт Девелопмент, Москва');
  expect(errors).toEqual([]);
});

test('with a trailing slash the policy is reached through a 301 to its one URL', async ({ page, request }) => {
  const response = await request.get(`${POLICY_PATH}/`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe(POLICY_PATH);
  const navigation = await page.goto(`${POLICY_PATH}/`);
  expect(navigation?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(POLICY_PATH);
  await expect(pressRegion(page, 'PolicyPage').getByRole('heading', { level: 1 })).toHaveText('Политика обработки персональных данных');
});
