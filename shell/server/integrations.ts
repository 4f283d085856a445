// Third-party services for the browser, each switched on by its environment variable (README: Configuration).
import type { Integrations } from '@estate/shared-api';

const openStreetMap = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

/** MAP_TILES_URL unset → OpenStreetMap's tiles; empty → none (pins over a plain grid); else that template. */
function mapTiles(env: NodeJS.ProcessEnv): Integrations['mapTiles'] {
  if (env.MAP_TILES_URL === undefined) return openStreetMap;
  if (!env.MAP_TILES_URL) return { url: null };
  return { url: env.MAP_TILES_URL, attribution: env.MAP_TILES_ATTRIBUTION || undefined };
}

/** SMARTCAPTCHA_SCRIPT_URL, METRICA_SCRIPT_URL, TAG_MANAGER_SCRIPT_URL, CALLTOUCH_WIDGET_URL: a script moved elsewhere. */
function scripts(env: NodeJS.ProcessEnv): Integrations['scripts'] {
  const moved = {
    smartCaptcha: env.SMARTCAPTCHA_SCRIPT_URL,
    metrica: env.METRICA_SCRIPT_URL,
    tagManager: env.TAG_MANAGER_SCRIPT_URL,
    callWidget: env.CALLTOUCH_WIDGET_URL,
  };
  return Object.fromEntries(Object.entries(moved).filter(([, url]) => url));
}

export function readIntegrations(env: NodeJS.ProcessEnv = process.env): Integrations {
  const counter = Number(env.METRICA_COUNTER_ID);
  return {
    scripts: scripts(env),
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
    mapTiles: mapTiles(env),
  };
}
