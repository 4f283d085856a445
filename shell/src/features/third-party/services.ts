// The three optional services of product §7 "Other traffic": analytics (Yandex Metrica), a tag manager and a
// call-tracking widget (Calltouch). Each starts with its official snippet's globals, then its script.
import { THIRD_PARTY_SCRIPTS } from '@estate/shared-api';
import { loadScript } from './loadScript';
import { thirdPartyWindow, type QueueFunction } from './globals';

export const METRICA_SRC = THIRD_PARTY_SCRIPTS.metrica;
export const TAG_MANAGER_SRC = THIRD_PARTY_SCRIPTS.tagManager;
export const CALL_WIDGET_SRC = THIRD_PARTY_SCRIPTS.callWidget;

export function startMetrica(counterId: number, src: string = METRICA_SRC): void {
  const w = thirdPartyWindow();
  if (!w.ym) {
    const ym: QueueFunction = (...args: unknown[]) => {
      (ym.a = ym.a ?? []).push(args);
    };
    ym.l = Date.now();
    w.ym = ym;
  }
  w.ym(counterId, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: false });
  loadScript('metrica', src);
}

export function startTagManager(containerId: string, src: string = TAG_MANAGER_SRC): void {
  const w = thirdPartyWindow();
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript('tag-manager', `${src}?id=${encodeURIComponent(containerId)}`);
}

export function startCallWidget(modId: string, src: string = CALL_WIDGET_SRC): void {
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
  loadScript('call-widget', `${src}?id=${encodeURIComponent(modId)}`);
}
