// Loads captcha.js once (as documented: ?render=onload&onload=fn) and resolves window.smartCaptcha.
// Only called when a site key is configured; a failed load may be retried by a later call.
import { THIRD_PARTY_SCRIPTS } from '@estate/shared-api';
import { CAPTCHA_UNAVAILABLE, smartCaptchaOf, type SmartCaptchaApi } from './smartCaptchaApi';

export const SMART_CAPTCHA_SRC = THIRD_PARTY_SCRIPTS.smartCaptcha;
export const SMART_CAPTCHA_ONLOAD = '__estateSmartCaptchaReady';
export const SMART_CAPTCHA_LOAD_TIMEOUT_MS = 15_000;

let loading: Promise<SmartCaptchaApi> | null = null;

export function loadSmartCaptcha(win: Window = window, src: string = SMART_CAPTCHA_SRC): Promise<SmartCaptchaApi> {
  const ready = smartCaptchaOf(win);
  if (ready) return Promise.resolve(ready);
  if (!loading) {
    loading = inject(win, src).catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}

function inject(win: Window, src: string): Promise<SmartCaptchaApi> {
  return new Promise<SmartCaptchaApi>((resolve, reject) => {
    const doc = win.document;
    const script = doc.createElement('script');
    const globals = win as unknown as Record<string, unknown>;
    const fail = () => {
      win.clearTimeout(timeout);
      delete globals[SMART_CAPTCHA_ONLOAD];
      script.remove();
      reject(new Error(CAPTCHA_UNAVAILABLE));
    };
    const timeout = win.setTimeout(fail, SMART_CAPTCHA_LOAD_TIMEOUT_MS);
    globals[SMART_CAPTCHA_ONLOAD] = () => {
      const api = smartCaptchaOf(win);
      if (!api) return fail();
      win.clearTimeout(timeout);
      resolve(api);
    };
    script.src = `${src}?render=onload&onload=${SMART_CAPTCHA_ONLOAD}`;
    script.async = true;
    script.defer = true;
    script.dataset.thirdParty = 'smartcaptcha';
    script.addEventListener('error', fail);
    doc.head.appendChild(script);
  });
}

/** Forgets a finished load (tests). */
export function resetSmartCaptchaLoader(): void {
  loading = null;
}
