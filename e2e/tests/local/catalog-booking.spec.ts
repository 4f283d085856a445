// Online booking by the sales office's rules: a visitor books a free flat (logged in by a code read from the API's
// development outbox, hence tests/local/); the flat then offers no booking to anyone and says why (to its booker:
// that it is theirs), and the same phone cannot hold a second flat at once.
import { expect, test, type APIRequestContext, type Locator, type Page } from '../../harness/test';
import { openHydrated } from '../../harness/hydration';
import { acceptCookiesBeforehand, outboxCode, uniquePhone } from '../forms-helpers';

const BOOKED_REASON =
  'Объект уже забронирован, онлайн-бронирование недоступно. Если бронь не подтвердят, объект снова станет свободным.';
const ACTIVE_BOOKING =
  'У вас уже есть активная бронь: менеджер свяжется с вами. Забронировать другой объект можно после её окончания';

/** Free flats far down the price list, which no other spec books. */
async function freeFlats(request: APIRequestContext, count: number): Promise<number[]> {
  const response = await request.get(`/api/flats/?city=moskva&only_free=true&ordering=-area&limit=${count}`);
  expect(response.ok()).toBe(true);
  const ids = ((await response.json()) as { results: { id: number }[] }).results.map((lot) => lot.id);
  expect(ids).toHaveLength(count);
  return ids;
}

async function openBooking(page: Page, flat: number): Promise<Locator> {
  await openHydrated(page, `/flats/${flat}`);
  await page.getByRole('button', { name: 'Забронировать онлайн' }).click();
  return page.getByRole('dialog', { name: 'Бронирование онлайн' });
}

async function fillAndSend(dialog: Locator) {
  await dialog.getByRole('textbox', { name: 'Имя и фамилия' }).fill('Анна Петрова');
  await dialog.getByRole('checkbox', { name: 'Я принимаю условия договора бронирования' }).check();
  await dialog.getByRole('checkbox', { name: /обработку персональных данных/ }).check();
  await dialog.getByRole('button', { name: 'Забронировать' }).click();
}

test('a booked flat offers no booking and says why; one phone holds one flat at a time', async ({ page, request, browser }) => {
  await acceptCookiesBeforehand(page);
  const [flat, another] = (await freeFlats(request, 2)) as [number, number];

  const dialog = await openBooking(page, flat);
  const phone = uniquePhone();
  await dialog.getByRole('textbox', { name: 'Телефон' }).pressSequentially(phone.typed);
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await dialog.getByRole('textbox', { name: 'Код из СМС' }).pressSequentially(await outboxCode(request, phone.digits));
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await fillAndSend(dialog);
  await expect(dialog.getByText(/^Объект закреплён за вами до \d{1,2} [а-я]+, \d\d:\d\d \(мск\)\. Менеджер позвонит/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Отлично' }).click();

  // anyone opening the flat now sees it booked, with the reason instead of the button
  const stranger = await browser.newContext();
  try {
    const other = await stranger.newPage();
    await other.goto(`/flats/${flat}`);
    const priceBox = other.getByRole('complementary', { name: 'Стоимость и покупка' });
    await expect(priceBox.getByText(BOOKED_REASON)).toBeVisible();
    await expect(priceBox.getByText('Забронировано', { exact: true })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Забронировать онлайн' })).toHaveCount(0);
  } finally {
    await stranger.close();
  }

  // the visitor who booked it, opening the flat again, reads that it is theirs and until when, not the reason
  await openHydrated(page, `/flats/${flat}`);
  const ownBox = page.getByRole('complementary', { name: 'Стоимость и покупка' });
  await expect(ownBox.getByRole('status')).toHaveText(/^Вы забронировали этот объект: он закреплён за вами до \d{1,2} [а-я]+, \d\d:\d\d \(мск\)\.$/);
  await expect(ownBox.getByText(BOOKED_REASON)).toHaveCount(0);

  // the same visitor (still logged in) on another free flat: the sales office allows one booking at a time
  const second = await openBooking(page, another);
  await expect(second.getByRole('heading', { name: 'Данные для договора' })).toBeVisible();
  await fillAndSend(second);
  await expect(second.getByRole('alert')).toHaveText(ACTIVE_BOOKING);
  const detail = (await (await request.get(`/api/flats/${another}/`)).json()) as { status: string };
  expect(detail.status).toBe('free');
});
