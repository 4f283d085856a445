// Issue 9, acceptance 3: /personal-data-processing-policy and /personal-data-processing-policy/ both answer 200
// with the policy.
import { expect, test } from '../harness/test';
import { collectErrors, pressRegion } from './press-helpers';

for (const path of ['/personal-data-processing-policy', '/personal-data-processing-policy/']) {
  test(`${path} answers 200 with the policy`, async ({ page, request }) => {
    const errors = collectErrors(page);
    const base = (await (await request.get('/api/base_page/?city=moskva')).json()) as { privacy_policy: string };
    const agreement = (await (await request.get('/api/personal_data_agreement/')).json()) as { title: string };
    const policyHeading = /<h2[^>]*>(.*?)<\/h2>/.exec(base.privacy_policy)?.[1] ?? '';
    expect(policyHeading).not.toBe('');

    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const navigation = await page.goto(path);
    expect(navigation?.status()).toBe(200);
    const region = pressRegion(page, 'PolicyPage');
    await expect(region.getByRole('heading', { level: 1 })).toHaveText('Политика обработки персональных данных');
    await expect(region.getByRole('heading', { level: 2, name: policyHeading })).toBeVisible();
    await expect(region.getByRole('heading', { level: 2, name: agreement.title })).toBeVisible();
    await expect(region.getByText(/^Редакция от \d{1,2} [а-я]+ \d{4}$/)).toBeVisible();
    await expect(page).toHaveTitle('Политика обработки персональных данных');
    expect(errors).toEqual([]);
  });
}
