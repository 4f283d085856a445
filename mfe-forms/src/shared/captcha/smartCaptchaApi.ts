// The documented browser interface of Yandex SmartCaptcha: window.smartCaptcha after captcha.js loads.

export type SmartCaptchaEvent = 'challenge-visible' | 'challenge-hidden' | 'network-error' | 'success' | 'token-expired';

export interface SmartCaptchaRenderParams {
  sitekey: string;
  invisible?: boolean;
  callback?: (token: string) => void;
  hl?: string;
  shieldPosition?: 'top-left' | 'center-left' | 'bottom-left' | 'top-right' | 'center-right' | 'bottom-right';
  hideShield?: boolean;
}

export interface SmartCaptchaApi {
  render(container: HTMLElement | string, params: SmartCaptchaRenderParams): number;
  execute(widgetId?: number): void;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
  destroy(widgetId?: number): void;
  /** returns the function that unsubscribes */
  subscribe(widgetId: number, event: SmartCaptchaEvent, callback: (payload?: unknown) => void): () => void;
}

export type SmartCaptchaWindow = Window & { smartCaptcha?: SmartCaptchaApi };

/** product §4 Captcha failure texts. */
export const CAPTCHA_CHALLENGE_FAILED = 'smartCaptcha challenge failed';
export const CAPTCHA_UNAVAILABLE = "smartCaptcha doesn't work";

export function smartCaptchaOf(win: Window): SmartCaptchaApi | undefined {
  return (win as SmartCaptchaWindow).smartCaptcha;
}
