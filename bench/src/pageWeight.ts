// Page weight as the network saw it: bytes transferred (gzip as served) per resource type, split into what arrived
// before the load event and what came later until the network was idle. Third-party scripts are counted apart.
import type { Page } from 'playwright-core';
import { thirdPartyHosts } from './thirdParty';

export interface PageWeight {
  url: string;
  requests: number;
  /** The site's own JavaScript transferred before the load event (what the budget limits) */
  jsBeforeLoad: number;
  /** the site's own JavaScript until the network was idle */
  js: number;
  /** third-party scripts (analytics, tag manager, call tracking, captcha) until the network was idle */
  thirdPartyJs: number;
  css: number;
  images: number;
  other: number;
  total: number;
}

interface Finished {
  type: string;
  thirdParty: boolean;
  bytes: number;
  at: number;
}

export async function measurePageWeight(page: Page, url: string): Promise<PageWeight> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Page.enable');
  const foreign = thirdPartyHosts();
  const types = new Map<string, string>();
  const hosts = new Map<string, string>();
  const finished: Finished[] = [];
  let loadAt = Number.POSITIVE_INFINITY;
  cdp.on('Network.requestWillBeSent', (event) => {
    types.set(event.requestId, event.type ?? 'Other');
    hosts.set(event.requestId, new URL(event.request.url).host);
  });
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) =>
    finished.push({
      type: types.get(event.requestId) ?? 'Other',
      thirdParty: foreign.has(hosts.get(event.requestId) ?? ''),
      bytes: event.encodedDataLength,
      at: event.timestamp,
    }),
  );
  cdp.on('Page.loadEventFired', (event) => {
    loadAt = Math.min(loadAt, event.timestamp);
  });

  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await cdp.detach();

  const sum = (filter: (item: Finished) => boolean) =>
    finished.filter(filter).reduce((total, item) => total + item.bytes, 0);
  return {
    url,
    requests: finished.length,
    jsBeforeLoad: sum((item) => item.type === 'Script' && !item.thirdParty && item.at <= loadAt),
    js: sum((item) => item.type === 'Script' && !item.thirdParty),
    thirdPartyJs: sum((item) => item.type === 'Script' && item.thirdParty),
    css: sum((item) => item.type === 'Stylesheet'),
    images: sum((item) => item.type === 'Image'),
    other: sum((item) => !['Script', 'Stylesheet', 'Image'].includes(item.type)),
    total: sum(() => true),
  };
}
