// product §4 Captcha against a fake window.smartCaptcha with the documented API; timers are Jest's fake timers.
import { createFakeSmartCaptcha, type FakeSmartCaptcha } from '../../test/fakeSmartCaptcha';
import { CAPTCHA_MAX_ATTEMPTS, CAPTCHA_RETRY_MS, SmartCaptchaClient } from './SmartCaptchaClient';
import type { SmartCaptchaApi } from './smartCaptchaApi';

let fake: FakeSmartCaptcha;
let container: HTMLDivElement;

function client(load: () => Promise<SmartCaptchaApi> = () => Promise.resolve(fake.api)) {
  return new SmartCaptchaClient({ siteKey: 'site-key', container: () => container, load });
}

/** Lets the awaited load resolve and the first execute run. */
async function started() {
  await jest.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  jest.useFakeTimers();
  fake = createFakeSmartCaptcha();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  jest.useRealTimers();
  container.remove();
});

it('renders one invisible widget with the site key and keeps its id', async () => {
  const captcha = client();
  void captcha.execute().catch(() => undefined);
  await started();
  expect(fake.calls.render).toBe(1);
  const id = fake.lastId();
  expect(captcha.widgetId).toBe(id);
  const widget = fake.widgets.get(id);
  expect(widget?.container).toBe(container);
  expect(widget?.params).toMatchObject({ sitekey: 'site-key', invisible: true, hl: 'ru' });
});

it('returns the token on success and destroys the widget', async () => {
  const captcha = client();
  const token = captcha.execute();
  await started();
  const id = fake.lastId();
  fake.pass(id, 'token-1');
  await expect(token).resolves.toBe('token-1');
  expect(fake.calls.destroy).toEqual([id]);
  expect(fake.widgets.size).toBe(0);
  expect(captcha.widgetId).toBeNull();
  const executed = fake.calls.execute.length;
  await jest.advanceTimersByTimeAsync(CAPTCHA_RETRY_MS * 4);
  expect(fake.calls.execute).toHaveLength(executed);
});

it('retries execution every 500 ms until the challenge becomes visible', async () => {
  expect(CAPTCHA_RETRY_MS).toBe(500);
  const captcha = client();
  const token = captcha.execute();
  await started();
  const id = fake.lastId();
  expect(fake.calls.execute).toEqual([id]);
  await jest.advanceTimersByTimeAsync(499);
  expect(fake.calls.execute).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fake.calls.execute).toHaveLength(2);
  await jest.advanceTimersByTimeAsync(500);
  expect(fake.calls.execute).toEqual([id, id, id]);

  fake.emit(id, 'challenge-visible');
  await jest.advanceTimersByTimeAsync(5000);
  expect(fake.calls.execute).toHaveLength(3);

  fake.pass(id, 'solved');
  await expect(token).resolves.toBe('solved');
});

it('fails with "smartCaptcha challenge failed" when the challenge is hidden without success, keeping the widget', async () => {
  const captcha = client();
  const first = captcha.execute();
  await started();
  const id = fake.lastId();
  fake.emit(id, 'challenge-visible');
  fake.emit(id, 'challenge-hidden');
  await expect(first).rejects.toThrow(new Error('smartCaptcha challenge failed'));
  expect(fake.calls.reset).toEqual([id]);
  expect(fake.calls.destroy).toEqual([]);
  expect(captcha.widgetId).toBe(id);

  // the next submit reuses the kept widget
  const second = captcha.execute();
  await started();
  expect(fake.calls.render).toBe(1);
  fake.pass(id, 'second-try');
  await expect(second).resolves.toBe('second-try');
});

it('takes a challenge hidden after a solved one as success', async () => {
  const captcha = client();
  const token = captcha.execute();
  await started();
  const id = fake.lastId();
  fake.emit(id, 'challenge-visible');
  const widget = fake.widgets.get(id);
  if (widget) widget.response = 'from-get-response';
  fake.emit(id, 'challenge-hidden');
  await expect(token).resolves.toBe('from-get-response');
});

describe("smartCaptcha doesn't work", () => {
  it('when the script cannot be loaded', async () => {
    const captcha = client(() => Promise.reject(new Error('script error')));
    await expect(captcha.execute()).rejects.toThrow(new Error("smartCaptcha doesn't work"));
    expect(fake.calls.render).toBe(0);
  });

  it('when rendering throws', async () => {
    const broken: SmartCaptchaApi = {
      ...fake.api,
      render: () => {
        throw new Error('boom');
      },
    };
    await expect(client(() => Promise.resolve(broken)).execute()).rejects.toThrow("smartCaptcha doesn't work");
  });

  it('on a network error', async () => {
    const captcha = client();
    const token = captcha.execute();
    await started();
    fake.emit(fake.lastId(), 'network-error');
    await expect(token).rejects.toThrow("smartCaptcha doesn't work");
  });

  it('when retries never bring a challenge or a token', async () => {
    const captcha = client();
    const token = captcha.execute();
    const failed = expect(token).rejects.toThrow("smartCaptcha doesn't work");
    await started();
    await jest.advanceTimersByTimeAsync(CAPTCHA_RETRY_MS * CAPTCHA_MAX_ATTEMPTS);
    await failed;
    expect(fake.calls.execute).toHaveLength(CAPTCHA_MAX_ATTEMPTS);
  });
});

it('shares one check between concurrent calls', async () => {
  const captcha = client();
  const a = captcha.execute();
  const b = captcha.execute();
  await started();
  fake.pass(fake.lastId(), 'shared');
  await expect(Promise.all([a, b])).resolves.toEqual(['shared', 'shared']);
  expect(fake.calls.render).toBe(1);
});
