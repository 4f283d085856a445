// Booking a lot: the dialog, the phone login first, the details, and the API's answers (a real HTTP server).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startFakeApi, type Answer, type FakeApi, type Recorded } from '../../test/fakeApiServer';
import { clearCookies, testShellContext } from '@estate/shared-api/testing/testShell';
import { LotBooking } from './LotBooking';
import { renderWidget } from '../../test/renderWidget';

let api: FakeApi;
let loggedIn: boolean;
let bookingAnswer: Answer;
let termsFail: boolean;

const content = {
  title: 'Бронирование онлайн',
  lead: 'Закрепите выбранную квартиру за собой на 7 дней, пока готовите документы для сделки.',
  price: 10000,
  duration_days: 7,
  steps: [{ title: 'Подтвердите телефон', text: 'Мы отправим код в SMS.' }],
};
const agreement = {
  version: '2025-06-15',
  title: 'Договор платного бронирования',
  text: '<p>Первый пункт.</p><p>Второй <b>пункт</b>.</p><script>alert(1)</script>',
};

function route(request: Recorded): Answer {
  switch (`${request.method} ${request.path}`) {
    case 'GET /api/user_booking/booking_content/':
      return termsFail ? { status: 500 } : { status: 200, body: content };
    case 'GET /api/user_booking/booking_agreement/':
      return { status: 200, body: agreement };
    case 'GET /api/personal_account/':
      return {
        status: 200,
        body: loggedIn ? { phone: '+79991234567', logged_in: true } : { phone: null, logged_in: false },
      };
    case 'POST /api/otp/create/phone/':
      return { status: 201, body: { phone: '+79991234567', code_length: 4, expires_in: 300, resend_in: 60 } };
    case 'POST /api/personal_account/login_by_phone/':
      loggedIn = true;
      return { status: 200, body: { phone: '+79991234567', logged_in: true } };
    case 'POST /api/user_booking/':
      if (bookingAnswer.status === 401) loggedIn = false;
      return bookingAnswer;
    default:
      return { status: 404, body: { detail: 'Not found.' } };
  }
}

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

beforeEach(() => {
  loggedIn = false;
  termsFail = false;
  bookingAnswer = {
    status: 201,
    body: { id: 9, property: 77, status: 'new', status_label: 'Ожидает оплаты', expires_at: '2026-03-14T06:05:00.000Z' },
  };
  api.requests.length = 0;
  api.handle(route);
  clearCookies();
  document.cookie = 'csrftoken=csrf; path=/';
});

async function openDialog() {
  const { ctx, events } = testShellContext({ baseUrl: api.origin });
  const user = userEvent.setup({ delay: null });
  renderWidget(<LotBooking ctx={ctx} lotId={77} />);
  await user.click(screen.getByRole('button', { name: 'Забронировать онлайн' }));
  const dialog = await screen.findByRole('dialog', { name: 'Бронирование онлайн' });
  return { user, dialog, events };
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(await within(dialog).findByRole('textbox', { name: 'Имя и фамилия' }), 'Анна Петрова');
  await user.type(within(dialog).getByRole('textbox', { name: /Электронная почта/ }), 'anna@example.ru');
  await user.click(
    within(dialog).getByRole('checkbox', { name: 'Я принимаю условия договора бронирования' }),
  );
  await user.click(within(dialog).getByRole('checkbox', { name: /Я принимаю политику конфиденциальности/ }));
}

it('confirms the phone by code first, then books the lot', async () => {
  const { user, dialog, events } = await openDialog();
  expect(await within(dialog).findByText(content.lead)).toBeInTheDocument();
  expect(within(dialog).getByText(/^Стоимость брони — 10\s000\s₽, срок — 7 дней$/)).toBeInTheDocument();
  expect(
    await within(dialog).findByRole('heading', { name: 'Подтвердите номер телефона' }),
  ).toBeInTheDocument();

  await user.type(await within(dialog).findByRole('textbox', { name: 'Телефон' }), '9991234567');
  await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));
  await user.type(await within(dialog).findByRole('textbox', { name: 'Код из СМС' }), '1234');
  await user.click(within(dialog).getByRole('button', { name: 'Войти' }));

  expect(await within(dialog).findByRole('heading', { name: 'Данные для договора' })).toBeInTheDocument();
  // the agreement is shown as text, its markup never injected
  expect(within(dialog).getByText('Второй пункт.')).toBeInTheDocument();
  expect(dialog.querySelector('script')).toBeNull();

  await user.click(within(dialog).getByRole('button', { name: 'Забронировать' }));
  expect(within(dialog).getByRole('textbox', { name: 'Имя и фамилия' })).toHaveAccessibleDescription(
    'Это обязательное поле',
  );
  expect(api.to('/api/user_booking/')).toHaveLength(0);

  await fillDetails(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Забронировать' }));
  expect(await within(dialog).findByRole('heading', { name: 'Спасибо!' })).toBeInTheDocument();
  expect(
    within(dialog).getByText(
      'Объект закреплён за вами до 14 марта, 09:05 (мск). Менеджер позвонит на +7 999 123 45 67, чтобы оплатить бронь: после оплаты она действует 7 дней.',
    ),
  ).toBeInTheDocument();
  expect(api.to('/api/user_booking/')[0]?.fields).toEqual({
    property: '77',
    name: 'Анна Петрова',
    email: 'anna@example.ru',
    agreement: 'true',
  });
  // a booking is a submission: sent again after a lost answer it is the same one
  expect(api.to('/api/user_booking/')[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  expect(events).toContainEqual({ type: 'lead/submitted', form: 'booking' });

  await user.click(within(dialog).getByRole('button', { name: 'Отлично' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('Вы забронировали этот объект')).toBeInTheDocument();
});

it('goes straight to the details for a logged-in visitor and shows a lot that is no longer free', async () => {
  loggedIn = true;
  bookingAnswer = { status: 400, body: { property: ['Объект уже забронирован или продан'] } };
  const { user, dialog } = await openDialog();
  await fillDetails(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Забронировать' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Объект уже забронирован или продан');
});

it.each([
  [409, 'У вас уже есть активная бронь: менеджер свяжется с вами. Забронировать другой объект можно после её окончания'],
  [429, 'С этого номера за сутки оформлено слишком много броней. Попробуйте позже или позвоните в офис продаж'],
])('shows why the sales office refuses another booking (%i)', async (status, detail) => {
  loggedIn = true;
  bookingAnswer = { status, body: status === 429 ? { detail, retry_after: 3600 } : { detail } };
  const { user, dialog } = await openDialog();
  await fillDetails(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Забронировать' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
  expect(within(dialog).queryByRole('heading', { name: 'Спасибо!' })).not.toBeInTheDocument();
});

it('sends the visitor back to the login when the API says the phone is not confirmed', async () => {
  loggedIn = true;
  bookingAnswer = { status: 401, body: { detail: 'Подтвердите номер телефона, чтобы забронировать объект' } };
  const { user, dialog } = await openDialog();
  await fillDetails(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Забронировать' }));
  expect(
    await within(dialog).findByText('Подтвердите номер телефона, чтобы забронировать объект'),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('heading', { name: 'Подтвердите номер телефона' })).toBeInTheDocument();
  expect(await within(dialog).findByRole('textbox', { name: 'Телефон' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('heading', { name: 'Данные для договора' })).not.toBeInTheDocument();
});

it('offers a retry when the terms cannot be loaded', async () => {
  termsFail = true;
  const { user, dialog } = await openDialog();
  expect(await within(dialog).findByText('Не удалось загрузить условия бронирования.')).toBeInTheDocument();
  termsFail = false;
  await user.click(within(dialog).getByRole('button', { name: 'Повторить' }));
  expect(await within(dialog).findByText(content.lead)).toBeInTheDocument();
});
