// Third-party services for the browser, each switched on by its environment variable (README: Configuration).
import type { Integrations } from '@estate/shared-api';

export function readIntegrations(env: NodeJS.ProcessEnv = process.env): Integrations {
  const counter = Number(env.METRICA_COUNTER_ID);
  return {
    smartCaptchaSiteKey: env.SMARTCAPTCHA_SITE_KEY || null,
    metricaCounterId: Number.isInteger(counter) && counter > 0 ? counter : null,
    tagManagerId: env.TAG_MANAGER_ID || null,
    calltouch: env.CALLTOUCH_SITE_ID
      ? {
          siteId: env.CALLTOUCH_SITE_ID,
          modId: env.CALLTOUCH_MOD_ID || null,
          apiUrl: (env.CALLTOUCH_API_URL || 'https://api.calltouch.ru').replace(/\/$/, ''),
        }
      : null,
  };
}
