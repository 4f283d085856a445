import { createFakeSmartCaptcha } from '../../test/fakeSmartCaptcha';
import { loadSmartCaptcha, resetSmartCaptchaLoader, SMART_CAPTCHA_ONLOAD } from './loadSmartCaptcha';
import type { SmartCaptchaWindow } from './smartCaptchaApi';

const win = window as unknown as SmartCaptchaWindow & Record<string, unknown>;

function scripts() {
  return [...document.querySelectorAll<HTMLScriptElement>('script[data-third-party="smartcaptcha"]')];
}

afterEach(() => {
  delete win.smartCaptcha;
  for (const script of scripts()) script.remove();
  resetSmartCaptchaLoader();
});

it('adds captcha.js once with the onload callback and resolves window.smartCaptcha', async () => {
  const first = loadSmartCaptcha();
  const second = loadSmartCaptcha();
  expect(scripts()).toHaveLength(1);
  expect(scripts()[0]?.src).toBe(
    `https://smartcaptcha.yandexcloud.net/captcha.js?render=onload&onload=${SMART_CAPTCHA_ONLOAD}`,
  );
  const fake = createFakeSmartCaptcha();
  win.smartCaptcha = fake.api;
  (win[SMART_CAPTCHA_ONLOAD] as () => void)();
  await expect(first).resolves.toBe(fake.api);
  await expect(second).resolves.toBe(fake.api);
});

it('rejects with "smartCaptcha doesn\'t work" when the script fails, and tries again later', async () => {
  const failed = loadSmartCaptcha();
  scripts()[0]?.dispatchEvent(new Event('error'));
  await expect(failed).rejects.toThrow("smartCaptcha doesn't work");
  expect(scripts()).toHaveLength(0);
  void loadSmartCaptcha().catch(() => undefined);
  expect(scripts()).toHaveLength(1);
});

it('uses an already loaded captcha without a script', async () => {
  const fake = createFakeSmartCaptcha();
  win.smartCaptcha = fake.api;
  await expect(loadSmartCaptcha()).resolves.toBe(fake.api);
  expect(scripts()).toHaveLength(0);
});
