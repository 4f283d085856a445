// /press shows 9 publications; 'show more' adds up to 9 more; switching the tab changes the
// list and the URL; a reload keeps the tab.
import { expect, test } from '../harness/test';
import { openHydrated } from '../harness/hydration';
import { cityOrigin } from './shell-helpers';
import { collectErrors, pressRegion, publications } from './press-helpers';

const PAGE = 9;

test('the press centre pages through news and keeps the Telegram tab across a reload', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const news = await publications(request, { city: 'moskva', type: 'news', for_owners: false, limit: 100 });
  const telegram = await publications(request, {
    city: 'moskva',
    type: 'telegram',
    for_owners: false,
    limit: PAGE,
  });
  expect(news.count).toBeGreaterThan(PAGE); // the seed has enough news for 'show more'

  await openHydrated(page, '/press');
  const region = pressRegion(page, 'PressPage');
  await expect(page.locator('[data-layout="press"]')).toBeVisible();
  await expect(region.getByRole('heading', { level: 1 })).toHaveText('Пресс-центр');
  const cards = region.locator('[data-publication]');
  await expect(cards).toHaveCount(PAGE);
  await expect(region.getByRole('tab', { name: 'Новости' })).toHaveAttribute('aria-selected', 'true');
  expect(
    await cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-publication'))),
  ).toEqual(news.results.slice(0, PAGE).map((item) => item.slug));
  await expect(cards.first().locator('time')).toHaveText(
    /^\d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4}$/,
  );

  // 'show more' adds min(9, what is left) each time and disappears at the end
  const more = region.getByRole('button', { name: 'Показать ещё' });
  let shown = PAGE;
  while (shown < news.count) {
    await more.click();
    shown = Math.min(shown + PAGE, news.count);
    await expect(cards).toHaveCount(shown);
  }
  await expect(more).toHaveCount(0);
  expect(
    await cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-publication'))),
  ).toEqual(news.results.map((item) => item.slug));

  // the tab changes the URL and the list
  await region.getByRole('tab', { name: 'Telegram' }).click();
  await expect(page).toHaveURL(/\/press\?type=telegram$/);
  await expect(region.getByRole('tab', { name: 'Telegram' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(Math.min(PAGE, telegram.count));
  await expect(cards.first()).toHaveAttribute('data-publication', telegram.results[0]?.slug ?? '');
  await expect(cards.first()).toContainText('Telegram');

  // a reload keeps the tab
  await page.reload();
  await expect(region.getByRole('tab', { name: 'Telegram' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(Math.min(PAGE, telegram.count));
  expect(
    await cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-publication'))),
  ).toEqual(telegram.results.slice(0, PAGE).map((item) => item.slug));

  // back returns to the news tab at the depth it was left
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/press\\?pages=${Math.ceil(news.count / PAGE)}$`));
  await expect(region.getByRole('tab', { name: 'Новости' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(news.count);
  await expect(cards.first()).toHaveAttribute('data-publication', news.results[0]?.slug ?? '');
  expect(errors).toEqual([]);
});

// A tab starts from its newest; the depth shown is in the URL, so Back and reload restore it, and
// the first response of a deep URL already carries that many publications.
test('a tab starts from its newest and the depth shown survives Back and reload', async ({ page, request }) => {
  const errors = collectErrors(page);
  const news = await publications(request, { city: 'moskva', type: 'news', for_owners: false, limit: 100 });
  expect(news.count).toBeGreaterThan(2 * PAGE); // the seed has three pages of news
  const slugs = (count: number) => news.results.slice(0, count).map((item) => item.slug);
  const region = pressRegion(page, 'PressPage');
  const cards = region.locator('[data-publication]');
  const shown = () => cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-publication')));
  const more = region.getByRole('button', { name: 'Показать ещё' });

  await openHydrated(page, '/press');
  await expect(cards).toHaveCount(PAGE);
  await more.click();
  await expect(cards).toHaveCount(2 * PAGE);
  await expect(page).toHaveURL(/\/press\?pages=2$/);
  await region.getByRole('tab', { name: 'Telegram' }).click();
  await expect(page).toHaveURL(/\/press\?type=telegram$/);
  await expect(region.getByRole('tab', { name: 'Telegram' })).toHaveAttribute('aria-selected', 'true');
  await region.getByRole('tab', { name: 'Новости' }).click();
  await expect(page).toHaveURL(/\/press\?type=news$/);
  await expect(cards).toHaveCount(PAGE);
  expect(await shown()).toEqual(slugs(PAGE));
  await more.click();
  await expect(cards).toHaveCount(2 * PAGE);
  await more.click();
  await expect(cards).toHaveCount(Math.min(3 * PAGE, news.count));
  await expect(page).toHaveURL(/\/press\?type=news&pages=3$/);
  expect(await shown()).toEqual(slugs(3 * PAGE));

  // a publication of the third page, then Back: the same three pages
  const deep = news.results[2 * PAGE]!;
  await cards.nth(2 * PAGE).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/press/${deep.slug}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/press\?type=news&pages=3$/);
  await expect(cards).toHaveCount(Math.min(3 * PAGE, news.count));
  expect(await shown()).toEqual(slugs(3 * PAGE));

  // a reload: the server renders the three pages, hydration keeps them
  await page.reload();
  await expect(cards).toHaveCount(Math.min(3 * PAGE, news.count));
  expect(await shown()).toEqual(slugs(3 * PAGE));
  expect(errors).toEqual([]);

  const document = await request.get('/press?type=news&pages=2');
  const rendered = [...(await document.text()).matchAll(/data-publication="([^"]+)"/g)].map((match) => match[1]);
  expect(rendered).toEqual(slugs(2 * PAGE));
});

test('the tabs work from the keyboard and a card opens its publication', async ({ page, request }) => {
  const telegram = await publications(request, {
    city: 'moskva',
    type: 'telegram',
    for_owners: false,
    limit: 1,
  });
  await openHydrated(page, '/press');
  const region = pressRegion(page, 'PressPage');
  await expect(region.locator('[data-publication]')).toHaveCount(PAGE);
  await region.getByRole('tab', { name: 'Новости' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/press\?type=telegram$/);
  await expect(region.getByRole('tab', { name: 'Telegram' })).toBeFocused();
  const first = region.locator('[data-publication]').first();
  await expect(first).toHaveAttribute('data-publication', telegram.results[0]?.slug ?? '');
  await first.getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/press/${telegram.results[0]?.slug}$`));
  await expect(pressRegion(page, 'PublicationPage').getByRole('heading', { level: 1 })).toHaveText(
    telegram.results[0]?.title ?? '',
  );
});

test('the Tula site lists Tula publications', async ({ page, request, baseURL }) => {
  const tula = await publications(request, { city: 'tula', type: 'news', for_owners: false, limit: PAGE });
  await page.goto(`${cityOrigin(baseURL, 'tula')}/press`);
  const cards = pressRegion(page, 'PressPage').locator('[data-publication]');
  await expect(cards).toHaveCount(Math.min(PAGE, tula.count));
  await expect(cards.first()).toHaveAttribute('data-publication', tula.results[0]?.slug ?? '');
});
