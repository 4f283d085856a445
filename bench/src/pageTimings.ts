// Page timings under the Lighthouse mobile profile (simulated over CDP): request latency 562.5 ms, download
// 1474.56 kbit/s, upload 675 kbit/s, CPU slowed down 4×, a 412 px window; FCP, LCP, TBT and CLS from the page's own
// observers. Each route is measured beside its floor: the same document with its scripts removed, served
// by the same shell server (DOCUMENT_FLOOR=1, asked for with a request header), the two loads alternating within one
// run. The window is read with a phone's User-Agent and with a desktop one (a narrowed window, an iPad): the
// server's markup must not depend on it.
import type { Browser } from 'playwright-core';

export interface PageTimings {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const observe = () => {
  const perf = { fcp: 0, lcp: 0, cls: 0, longTasks: [] as Array<{ start: number; duration: number }> };
  (window as unknown as { __perf: typeof perf }).__perf = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') perf.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) perf.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >) {
      if (!entry.hadRecentInput) perf.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      perf.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/** The request header the shell server answers with the floor document (shell/server/render/documentFloor.ts). */
const floorHeaders = { 'X-Document-Floor': '1' };

/** The User-Agents a 412 px window is read with: Lighthouse's phone, and a desktop Chrome. */
export const userAgents = {
  mobile: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
} as const;
export type UserAgentName = keyof typeof userAgents;

async function measureOnce(browser: Browser, url: string, floor: boolean, agent: UserAgentName): Promise<PageTimings> {
  const context = await browser.newContext({
    extraHTTPHeaders: floor ? floorHeaders : {},
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: agent === 'mobile',
    hasTouch: agent === 'mobile',
    userAgent: userAgents[agent],
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(observe);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.waitForTimeout(1000);
  const perf = await page.evaluate(
    () =>
      (
        window as unknown as {
          __perf: {
            fcp: number;
            lcp: number;
            cls: number;
            longTasks: Array<{ start: number; duration: number }>;
          };
        }
      ).__perf,
  );
  await context.close();
  const tbt = perf.longTasks
    .filter((task) => task.start >= perf.fcp)
    .reduce((total, task) => total + Math.max(0, task.duration - 50), 0);
  return { fcp: perf.fcp, lcp: Math.max(perf.lcp, perf.fcp), tbt, cls: perf.cls };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function medians(samples: PageTimings[]): PageTimings {
  return {
    fcp: median(samples.map((sample) => sample.fcp)),
    lcp: median(samples.map((sample) => sample.lcp)),
    tbt: median(samples.map((sample) => sample.tbt)),
    cls: median(samples.map((sample) => sample.cls)),
  };
}

/** The page and its floor, loaded in turn `runs` times each (so the machine's load drifts over both alike). */
export async function measureAgainstFloor(
  browser: Browser,
  url: string,
  runs = 5,
  agent: UserAgentName = 'mobile',
): Promise<{ page: PageTimings; floor: PageTimings }> {
  const page: PageTimings[] = [];
  const floor: PageTimings[] = [];
  for (let i = 0; i < runs; i++) {
    page.push(await measureOnce(browser, url, false, agent));
    floor.push(await measureOnce(browser, url, true, agent));
  }
  return { page: medians(page), floor: medians(floor) };
}
