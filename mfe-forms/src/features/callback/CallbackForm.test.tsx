// The footer form through every state and message, against a real HTTP server.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeviceType, Integrations } from '@estate/shared-api';
import { startFakeApi, type FakeApi } from '../../test/fakeApiServer';
import { clearCookies, testShellContext } from '@estate/shared-api/testing/testShell';
import { createFakeSmartCaptcha } from '../../test/fakeSmartCaptcha';
import { CallbackForm } from './CallbackForm';

let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi();
});

afterAll(() => api.close());

beforeEach(() => {
  api.requests.length = 0;
  api.handle(() => ({
    status: 201,
    body: { id: 42, type: 'questions', created_at: '2026-03-05T12:00:00Z', detail: 'Заявка принята' },
  }));
  clearCookies();
  document.cookie = 'csrftoken=csrf-from-cookie; path=/';
});

afterEach(() => {
  jest.useRealTimers();
  delete (window as Window & { ym?: unknown }).ym;
  delete (window as Window & { smartCaptcha?: unknown }).smartCaptcha;
  delete (window as Window & { ct?: unknown }).ct;
});

function setup(
  options: { device?: DeviceType; city?: 'moskva' | 'tula'; integrations?: Partial<Integrations> } = {},
) {
  const { ctx, events } = testShellContext({ baseUrl: api.origin, ...options });
  const user = userEvent.setup({ delay: null });
  render(<CallbackForm ctx={ctx} />);
  const phone = () => screen.getByRole('textbox', { name: 'Ваш телефон', hidden: true });
  const consent = () => screen.getByRole('checkbox');
  const submit = () => screen.getByRole('button', { name: 'Перезвоните мне' });
  const fill = async (digits = '9991234567') => {
    await user.type(phone(), digits);
    await user.click(consent());
  };
  return { ctx, events, user, phone, consent, submit, fill };
}

describe('idle', () => {
  it('asks for the phone with the mask placeholder and an unticked consent with its exact text and links', () => {
    const { phone, consent } = setup();
    expect(screen.getByRole('heading', { name: 'Остались вопросы?' })).toBeInTheDocument();
    expect(phone()).toHaveAttribute('placeholder', '+7 ХХХ ХХХ ХХ ХХ');
    expect(phone()).toHaveAttribute('aria-required', 'true');
    expect(consent()).not.toBeChecked();
    expect(consent()).toHaveAccessibleName(
      'Я принимаю политику конфиденциальности и даю согласие на обработку персональных данных',
    );
    const links = within(consent().closest('label') as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/personal-data-processing-policy',
      '/personal-data-processing-policy',
    ]);
  });
});

describe('input errors', () => {
  it('refuses an empty phone and an unticked consent, then clears each error when a value is entered', async () => {
    const { user, phone, consent, submit } = setup();
    await user.click(submit());
    expect(phone()).toHaveAccessibleDescription('Заполните, пожалуйста, поле с номером телефона');
    expect(screen.getByText('Ошибка ввода текста')).toBeInTheDocument();
    expect(consent()).toHaveAttribute('aria-invalid', 'true');
    expect(phone()).toHaveFocus();
    expect(api.requests).toHaveLength(0);

    await user.type(phone(), '999');
    expect(phone()).toHaveAccessibleDescription('Номер телефона содержит 11 цифр');
    expect(screen.getByText('Ошибка ввода текста')).toBeInTheDocument();
    await user.type(phone(), '1234567');
    expect(phone()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Ошибка ввода текста')).not.toBeInTheDocument();

    await user.click(submit());
    expect(consent()).toHaveFocus();
    expect(api.requests).toHaveLength(0);
    await user.click(consent());
    expect(consent()).not.toHaveAttribute('aria-invalid');
  });
});

describe('success', () => {
  it('sends the product §7 multipart request, shows loading, then "Спасибо!" and clears the phone (desktop: "Отлично")', async () => {
    document.cookie = '_ym_uid=1700000000123456789; path=/';
    document.cookie = `utm=${encodeURIComponent(JSON.stringify({ utm_source: 'yandex', utm_campaign: 'spring' }))}; path=/`;
    let release: () => void = () => undefined;
    api.handle(async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return {
        status: 201,
        body: { id: 7, type: 'questions', created_at: '2026-03-05T12:00:00Z', detail: 'Заявка принята' },
      };
    });
    const ym = jest.fn();
    (window as Window & { ym?: unknown }).ym = ym;
    const { user, events, phone, consent, fill, submit } = setup({
      integrations: { metricaCounterId: 123456 },
    });
    await fill('89991234567');
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Отправляем…' })).toBeDisabled();
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    release();

    expect(await screen.findByRole('heading', { name: 'Спасибо!' })).toHaveFocus();
    const [sent] = api.to('/api/requests/');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.headers['x-csrftoken']).toBe('csrf-from-cookie');
    expect(sent?.query.has('token')).toBe(false);
    expect(sent?.fields).toEqual({
      type: 'questions',
      url: window.location.href,
      phone: '79991234567',
      site_city: 'moskva',
      ym_uid: '1700000000123456789',
      utm: JSON.stringify({ utm_source: 'yandex', utm_campaign: 'spring' }),
    });
    expect(events).toContainEqual({ type: 'lead/submitted', form: 'questions' });
    expect(ym).toHaveBeenCalledWith(123456, 'reachGoal', 'callback_form_sent', { city: 'moskva' });
    expect(screen.queryByText(/Форма вернётся/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Отлично' }));
    expect(phone()).toBeVisible();
    expect(phone()).toHaveValue('');
    expect(consent()).not.toBeChecked();
    expect(screen.queryByText('Заполните, пожалуйста, поле с номером телефона')).not.toBeInTheDocument();
  });

  it.each<DeviceType>(['mobile', 'tablet'])(
    'on %s returns to the form by itself after 5 s with a visible countdown',
    async (device) => {
      jest.useFakeTimers({
        doNotFake: [
          'setTimeout',
          'clearTimeout',
          'setImmediate',
          'clearImmediate',
          'queueMicrotask',
          'nextTick',
        ],
      });
      const { user, phone, fill, submit } = setup({ device });
      await fill();
      await user.click(submit());
      expect(await screen.findByRole('heading', { name: 'Спасибо!' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Отлично' })).not.toBeInTheDocument();
      expect(screen.getByText('Форма вернётся через 5 с')).toBeInTheDocument();
      expect(phone()).not.toBeVisible();

      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByText('Форма вернётся через 4 с')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(3000));
      expect(screen.getByText('Форма вернётся через 1 с')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(999));
      expect(screen.getByRole('heading', { name: 'Спасибо!' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('heading', { name: 'Спасибо!' })).not.toBeInTheDocument();
      expect(phone()).toBeVisible();
      expect(phone()).toHaveValue('');
      act(() => jest.advanceTimersByTime(16));
      expect(phone()).toHaveFocus();
    },
  );

  it('fetches the csrftoken cookie first when the page has none', async () => {
    clearCookies();
    const { user, fill, submit } = setup();
    await fill();
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Спасибо!' });
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/session/',
      'POST /api/requests/',
    ]);
  });
});

describe('failure', () => {
  it('shows "Ошибка" with the first message of the last field of a 400 body, and "Попробовать еще раз" keeps the phone', async () => {
    api.handle(() => ({
      status: 400,
      body: { phone: ['Некорректный номер телефона'], site_city: ['Город не найден', 'Второе сообщение'] },
    }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, phone, fill, submit } = setup();
    await fill();
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Ошибка' })).toHaveFocus();
    expect(screen.getByText('Город не найден')).toBeInTheDocument();
    expect(screen.queryByText('Ошибка со стороны сервера.')).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Попробовать еще раз' }));
    expect(phone()).toBeVisible();
    expect(phone()).toHaveValue('+7 999 123 45 67');
    expect(screen.queryByRole('heading', { name: 'Ошибка' })).not.toBeInTheDocument();
  });

  it('sends the lead again after a 502 under the same Idempotency-Key (stored once), and the next lead under a new one', async () => {
    const statuses = [502, 201, 201];
    api.handle(() => {
      const status = statuses.shift() ?? 201;
      return status === 502 ? { status } : { status, body: { id: 42, type: 'questions', created_at: '2026-03-05T12:00:00Z', detail: 'Заявка принята' } };
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, fill, submit } = setup();
    await fill();
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Ошибка' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Попробовать еще раз' }));
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Спасибо!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отлично' }));
    await fill();
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Спасибо!' })).toBeInTheDocument();
    const keys = api.to('/api/requests/').map((sent) => sent.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it.each<[DeviceType, string]>([
    ['mobile', 'Дело не в тебе. Просто ошибка со стороны сервера. Стоит попробовать еще раз'],
    ['desktop', 'Ошибка со стороны сервера.'],
  ])('a 500 without a body on %s logs a warning and says %j', async (device, text) => {
    api.handle(() => ({ status: 500 }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const events = setup({ device });
    await events.fill();
    await events.user.click(events.submit());
    expect(await screen.findByRole('heading', { name: 'Ошибка' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      '[forms] the request failed without a response body',
      expect.objectContaining({ status: 500 }),
    );
    expect(events.events).not.toContainEqual(expect.objectContaining({ type: 'lead/submitted' }));
  });
});

describe('call tracking', () => {
  const calltouchPath = '/calls-service/RestAPI/requests/ct-site/register/';

  it('for Tula sends the offline request to the configured Calltouch endpoint', async () => {
    (window as Window & { ct?: unknown }).ct = (method: string, modId: string) =>
      method === 'calltracking_params' && modId === 'mod-1' ? { sessionId: 98765 } : undefined;
    const { user, fill, submit } = setup({
      city: 'tula',
      integrations: { calltouch: { siteId: 'ct-site', modId: 'mod-1', apiUrl: api.origin } },
    });
    await fill();
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Спасибо!' });
    await act(async () => {
      for (let i = 0; i < 50 && api.to(calltouchPath).length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
    });
    const [sent] = api.to(calltouchPath);
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent?.fields).toEqual({
      subject: 'Обратный звонок',
      requestNumber: '42',
      fio: '',
      phoneNumber: '79991234567',
      email: '',
      comment: '',
      requestUrl: window.location.href,
      sessionId: '98765',
      tags: 'questions,tula',
    });
    expect(api.to('/api/requests/')[0]?.fields.site_city).toBe('tula');
  });

  it('for Moscow sends none', async () => {
    const { user, fill, submit } = setup({
      city: 'moskva',
      integrations: { calltouch: { siteId: 'ct-site', modId: null, apiUrl: api.origin } },
    });
    await fill();
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Спасибо!' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(api.to(calltouchPath)).toHaveLength(0);
  });
});

describe('with a captcha site key', () => {
  it('sends the SmartCaptcha token in the token query parameter', async () => {
    const fake = createFakeSmartCaptcha();
    fake.onExecute = (id) => setTimeout(() => fake.pass(id, 'captcha-token-1'), 0);
    (window as Window & { smartCaptcha?: unknown }).smartCaptcha = fake.api;
    const { user, fill, submit } = setup({ integrations: { smartCaptchaSiteKey: 'site-key' } });
    await fill();
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Спасибо!' });
    expect(api.to('/api/requests/')[0]?.query.get('token')).toBe('captcha-token-1');
    expect(fake.calls.destroy).toHaveLength(1);
  });

  it('a failed challenge shows the failure state and sends nothing', async () => {
    const fake = createFakeSmartCaptcha();
    fake.onExecute = (id) =>
      setTimeout(() => {
        fake.emit(id, 'challenge-visible');
        fake.emit(id, 'challenge-hidden');
      }, 0);
    (window as Window & { smartCaptcha?: unknown }).smartCaptcha = fake.api;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, fill, submit } = setup({ integrations: { smartCaptchaSiteKey: 'site-key' } });
    await fill();
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Ошибка' })).toBeInTheDocument();
    expect(screen.getByText('Ошибка со стороны сервера.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.any(String), new Error('smartCaptcha challenge failed'));
    expect(api.to('/api/requests/')).toHaveLength(0);
  });
});
