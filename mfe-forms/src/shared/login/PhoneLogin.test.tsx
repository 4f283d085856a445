// The one-time-code login against a real HTTP server playing the API (shared-api/src/dto/otp.ts).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startFakeApi, type Answer, type FakeApi, type Recorded } from '../../test/fakeApiServer';
import { clearCookies, testShellContext } from '@estate/shared-api/testing/testShell';
import { PhoneLogin } from './PhoneLogin';

let api: FakeApi;
let loggedIn: boolean;
let codeAnswers: Answer[];

const created = { phone: '+79991234567', code_length: 4, expires_in: 300, resend_in: 60 };

function route(request: Recorded): Answer {
  switch (`${request.method} ${request.path}`) {
    case 'GET /api/personal_account/':
      return {
        status: 200,
        body: loggedIn ? { phone: '+79991234567', logged_in: true } : { phone: null, logged_in: false },
      };
    case 'POST /api/otp/create/phone/':
      return { status: 201, body: created };
    case 'POST /api/personal_account/login_by_phone/':
      return codeAnswers.shift() ?? { status: 200, body: { phone: '+79991234567', logged_in: true } };
    case 'POST /api/personal_account/logout/':
      return { status: 204 };
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
  codeAnswers = [];
  api.requests.length = 0;
  api.handle(route);
  clearCookies();
  document.cookie = 'csrftoken=csrf; path=/';
});
afterEach(() => jest.useRealTimers());

async function toCodeStep(options: { allowLogout?: boolean } = {}) {
  const { ctx } = testShellContext({ baseUrl: api.origin });
  const onLoggedIn = jest.fn();
  const user = userEvent.setup({ delay: null });
  render(<PhoneLogin ctx={ctx} onLoggedIn={onLoggedIn} allowLogout={options.allowLogout} />);
  await user.type(await screen.findByRole('textbox', { name: 'Телефон' }), '9991234567');
  await user.click(screen.getByRole('button', { name: 'Получить код' }));
  const code = await screen.findByRole('textbox', { name: 'Код из СМС' });
  return { user, code, onLoggedIn };
}

it('sends a code to the phone, then logs in with it', async () => {
  const { user, code, onLoggedIn } = await toCodeStep();
  expect(screen.getByRole('heading', { name: 'Вход по номеру телефона' })).toBeInTheDocument();
  expect(api.to('/api/otp/create/phone/')[0]?.fields).toEqual({ phone: '79991234567' });
  expect(screen.getByText('Мы отправили код на номер +7 999 123 45 67')).toBeInTheDocument();
  expect(code).toHaveFocus();
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(screen.getByText('Новый код можно запросить через 60 с')).toBeInTheDocument();

  await user.type(code, '1234');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  expect(await screen.findByText('Вы вошли по номеру +7 999 123 45 67')).toBeInTheDocument();
  expect(api.to('/api/personal_account/login_by_phone/')[0]?.fields).toEqual({
    phone: '79991234567',
    code: '1234',
  });
  expect(api.to('/api/personal_account/login_by_phone/')[0]?.headers['x-csrftoken']).toBe('csrf');
  expect(onLoggedIn).toHaveBeenCalledWith({ phone: '+79991234567', logged_in: true });
});

it.each([
  ['a wrong code', 'Неверный код. Осталось попыток: 4'],
  ['an expired code', 'Срок действия кода истёк. Запросите новый код'],
  ['too many attempts', 'Превышено количество попыток. Запросите новый код'],
])('explains %s with the API message under the code', async (_case, message) => {
  codeAnswers = [{ status: 400, body: { code: [message] } }];
  const { user, code, onLoggedIn } = await toCodeStep();
  await user.type(code, '0000');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(code).toHaveAccessibleDescription(message);
  expect(onLoggedIn).not.toHaveBeenCalled();
  // a corrected code goes through
  await user.clear(code);
  await user.type(code, '1234');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  expect(await screen.findByText('Вы вошли по номеру +7 999 123 45 67')).toBeInTheDocument();
});

it('asks for the whole code before sending it', async () => {
  const { user, code } = await toCodeStep();
  await user.type(code, '12');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  expect(code).toHaveAccessibleDescription('Код состоит из 4 цифр');
  expect(api.to('/api/personal_account/login_by_phone/')).toHaveLength(0);
});

it('offers a new code when the resend cool-down is over', async () => {
  jest.useFakeTimers({
    doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick'],
  });
  const { user } = await toCodeStep();
  expect(screen.queryByRole('button', { name: 'Отправить код ещё раз' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(59_000));
  expect(screen.getByText('Новый код можно запросить через 1 с')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  await user.click(screen.getByRole('button', { name: 'Отправить код ещё раз' }));
  expect(
    await screen.findByText('Новый код отправлен. Мы отправили код на номер +7 999 123 45 67'),
  ).toBeInTheDocument();
  expect(api.to('/api/otp/create/phone/')).toHaveLength(2);
  expect(screen.getByText('Новый код можно запросить через 60 с')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Код из СМС' })).toHaveFocus();
});

it('shows a refused code request (hourly limit) and lets the visitor change the phone', async () => {
  const { ctx } = testShellContext({ baseUrl: api.origin });
  api.handle((request) =>
    request.path === '/api/otp/create/phone/'
      ? { status: 429, body: { detail: 'Слишком много запросов кода. Попробуйте позже', retry_after: 3600 } }
      : route(request),
  );
  const user = userEvent.setup({ delay: null });
  render(<PhoneLogin ctx={ctx} />);
  await user.type(await screen.findByRole('textbox', { name: 'Телефон' }), '9991234567');
  await user.click(screen.getByRole('button', { name: 'Получить код' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много запросов кода. Попробуйте позже');
  expect(screen.queryByRole('textbox', { name: 'Код из СМС' })).not.toBeInTheDocument();
});

it('goes back to the phone with "Изменить номер"', async () => {
  const { user } = await toCodeStep();
  await user.click(screen.getByRole('button', { name: 'Изменить номер' }));
  expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 999 123 45 67');
});

it('knows a visitor who is already logged in, and logs out', async () => {
  loggedIn = true;
  const { ctx } = testShellContext({ baseUrl: api.origin });
  const onLoggedIn = jest.fn();
  const user = userEvent.setup({ delay: null });
  render(<PhoneLogin ctx={ctx} onLoggedIn={onLoggedIn} allowLogout />);
  expect(await screen.findByText('Вы вошли по номеру +7 999 123 45 67')).toBeInTheDocument();
  expect(onLoggedIn).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Выйти' }));
  expect(await screen.findByRole('textbox', { name: 'Телефон' })).toBeInTheDocument();
  expect(api.to('/api/personal_account/logout/')).toHaveLength(1);
});
