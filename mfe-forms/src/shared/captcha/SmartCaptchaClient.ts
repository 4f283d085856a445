// The invisible SmartCaptcha check of product §4: execution is retried every 500 ms until the challenge becomes
// visible; success gives the token and destroys the widget; a challenge hidden without success fails with
// 'smartCaptcha challenge failed'; no captcha at all fails with "smartCaptcha doesn't work". The widget id is kept.
import {
  CAPTCHA_CHALLENGE_FAILED,
  CAPTCHA_UNAVAILABLE,
  type SmartCaptchaApi,
} from './smartCaptchaApi';

/** product §9: captcha retry. */
export const CAPTCHA_RETRY_MS = 500;
/** Retries without any sign of the captcha before it counts as not working (10 s at 500 ms). */
export const CAPTCHA_MAX_ATTEMPTS = 20;

export interface SmartCaptchaClientOptions {
  siteKey: string;
  /** the element the invisible widget is rendered into */
  container: () => HTMLElement | null;
  /** resolves the loaded window.smartCaptcha (see loadSmartCaptcha) */
  load: () => Promise<SmartCaptchaApi>;
  retryMs?: number;
  maxAttempts?: number;
}

export class SmartCaptchaClient {
  /** id of the rendered widget, kept between attempts; null before the first render and after success */
  widgetId: number | null = null;
  private pending: Promise<string> | null = null;
  private onToken: ((token: string) => void) | null = null;

  constructor(private readonly options: SmartCaptchaClientOptions) {}

  /** One captcha check; concurrent calls share it. Rejects with an Error whose message is a product §4 text. */
  execute(): Promise<string> {
    if (!this.pending) {
      this.pending = this.run().finally(() => {
        this.pending = null;
      });
    }
    return this.pending;
  }

  private async run(): Promise<string> {
    let api: SmartCaptchaApi;
    try {
      api = await this.options.load();
    } catch {
      throw new Error(CAPTCHA_UNAVAILABLE);
    }
    return new Promise<string>((resolve, reject) => this.attempt(api, resolve, reject));
  }

  private attempt(api: SmartCaptchaApi, resolve: (token: string) => void, reject: (error: Error) => void) {
    const { retryMs = CAPTCHA_RETRY_MS, maxAttempts = CAPTCHA_MAX_ATTEMPTS } = this.options;
    let id: number;
    try {
      id = this.widget(api);
    } catch {
      reject(new Error(CAPTCHA_UNAVAILABLE));
      return;
    }
    const state: { settled: boolean; attempts: number; timer?: ReturnType<typeof setInterval> } = { settled: false, attempts: 0 };
    const unsubscribe: (() => void)[] = [];
    const finish = () => {
      state.settled = true;
      clearInterval(state.timer);
      for (const stop of unsubscribe) stop();
      this.onToken = null;
    };
    const succeed = (token: string) => {
      if (state.settled) return;
      finish();
      safely(() => api.destroy(id));
      this.widgetId = null;
      resolve(token);
    };
    const fail = (message: string) => {
      if (state.settled) return;
      finish();
      safely(() => api.reset(id));
      reject(new Error(message));
    };

    this.onToken = succeed;
    const on = (event: Parameters<SmartCaptchaApi['subscribe']>[1], callback: (payload?: unknown) => void) => {
      const stop = api.subscribe(id, event, callback);
      if (typeof stop === 'function') unsubscribe.push(stop);
    };
    on('challenge-visible', () => clearInterval(state.timer));
    on('challenge-hidden', () => {
      const token = safely(() => api.getResponse(id));
      if (token) succeed(token);
      else fail(CAPTCHA_CHALLENGE_FAILED);
    });
    on('success', (payload) => succeed(typeof payload === 'string' && payload ? payload : (safely(() => api.getResponse(id)) ?? '')));
    on('network-error', () => fail(CAPTCHA_UNAVAILABLE));

    const execute = () => {
      if (state.settled) return;
      state.attempts += 1;
      if (state.attempts > maxAttempts) fail(CAPTCHA_UNAVAILABLE);
      else safely(() => api.execute(id));
    };
    execute();
    // an answer may already have come synchronously from the first execute
    if (!state.settled) state.timer = setInterval(execute, retryMs);
  }

  /** The kept widget, or a new one rendered into the container. */
  private widget(api: SmartCaptchaApi): number {
    if (this.widgetId !== null) return this.widgetId;
    const container = this.options.container();
    if (!container) throw new Error('no captcha container');
    this.widgetId = api.render(container, {
      sitekey: this.options.siteKey,
      invisible: true,
      hl: 'ru',
      shieldPosition: 'bottom-right',
      callback: (token) => this.onToken?.(token),
    });
    return this.widgetId;
  }

  /** Removes the widget (the form unmounts). */
  dispose(api: SmartCaptchaApi | undefined): void {
    if (api && this.widgetId !== null) safely(() => api.destroy(this.widgetId ?? undefined));
    this.widgetId = null;
  }
}

function safely<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}
