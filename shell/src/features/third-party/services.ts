// The three optional services of SPEC §7 "Other traffic": analytics (Yandex Metrica), a tag manager and a
// call-tracking widget (Calltouch). Each starts with its official snippet's globals, then its script.
import { loadScript } from './loadScript';
import { thirdPartyWindow, type QueueFunction } from './globals';

export const METRICA_SRC = 'https://mc.yandex.ru/metrika/tag.js';
export const TAG_MANAGER_SRC = 'https://www.googletagmanager.com/gtm.js';
export const CALL_WIDGET_SRC = 'https://mod.calltouch.ru/init.js';

export function startMetrica(counterId: number): void {
  const w = thirdPartyWindow();
  if (!w.ym) {
    const ym: QueueFunction = (...args: unknown[]) => {
      (ym.a = ym.a ?? []).push(args);
    };
    ym.l = Date.now();
    w.ym = ym;
  }
  w.ym(counterId, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: false });
  loadScript('metrica', METRICA_SRC);
}

export function startTagManager(containerId: string): void {
  const w = thirdPartyWindow();
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript('tag-manager', `${TAG_MANAGER_SRC}?id=${encodeURIComponent(containerId)}`);
}

export function startCallWidget(modId: string): void {
  const w = thirdPartyWindow();
  if (!w.ct) {
    const ct = Object.assign(
      (...args: unknown[]) => {
        ct.callbacks.push(args);
      },
      { callbacks: [] as unknown[][], loaded: false, counters: [modId] },
    );
    w.CalltouchDataObject = 'ct';
    w.ct = ct;
  }
  loadScript('call-widget', `${CALL_WIDGET_SRC}?id=${encodeURIComponent(modId)}`);
}
