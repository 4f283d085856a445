import type { FastifyBaseLogger } from 'fastify';

export type CaptchaStatus = 'ok' | 'failed' | 'unavailable' | 'off';

/** Yandex SmartCaptcha server check. */
export interface CaptchaVerifier {
  readonly enabled: boolean;
  verify(token: string | undefined, ip: string): Promise<CaptchaStatus>;
}

/**
 * `POST validate` with secret, token and ip. As Yandex advises, an answer other than 200 (or no answer in time)
 * lets the request through, so an outage of the captcha blocks nobody.
 */
export function smartCaptcha(options: { serverKey: string | null; validateUrl: string; timeoutMs: number }, log: Pick<FastifyBaseLogger, 'warn'>): CaptchaVerifier {
  const { serverKey } = options;
  if (!serverKey) return { enabled: false, verify: async () => 'off' };
  return {
    enabled: true,
    async verify(token, ip) {
      if (!token) return 'failed';
      try {
        const response = await fetch(options.validateUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: serverKey, token, ip }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (response.status !== 200) {
          log.warn({ status: response.status }, 'smartcaptcha answered non-200, letting the request through');
          return 'unavailable';
        }
        const body = (await response.json()) as { status?: string };
        return body.status === 'ok' ? 'ok' : 'failed';
      } catch (error) {
        log.warn({ err: error }, 'smartcaptcha unreachable, letting the request through');
        return 'unavailable';
      }
    },
  };
}
