// Requests made from inside the browser on a city's own host: `*.localhost` city hosts resolve in Chromium but not
// in Node, and a deployed site is reached exactly as a crawler or a classified reaches it.
import { expect, type Page } from '@playwright/test';

export interface Fetched {
  status: number;
  contentType: string;
  text: string;
}

/** Opens `origin` in the page (its robots.txt, the lightest document) so that later fetches are same-origin. */
export async function openHost(page: Page, origin: string): Promise<void> {
  const response = await page.goto(`${origin}/robots.txt`);
  expect(response?.status()).toBe(200);
}

/** GET `url` from the page; `withBody: false` reads only the status (pages and images checked for 200). */
export async function fetchInPage(page: Page, url: string, withBody = true): Promise<Fetched> {
  return page.evaluate(
    async ([target, body]) => {
      const response = await fetch(target, { redirect: 'manual' });
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        text: body ? await response.text() : '',
      };
    },
    [url, withBody] as const,
  );
}

/** The statuses of `urls` that are not 200, fetched a few at a time. */
export async function not200(page: Page, urls: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  for (let start = 0; start < urls.length; start += 6) {
    const batch = urls.slice(start, start + 6);
    const statuses = await Promise.all(
      batch.map((url) => fetchInPage(page, url, false).then((result) => result.status)),
    );
    batch.forEach((url, index) => {
      if (statuses[index] !== 200) failures.push(`${url} → ${statuses[index]}`);
    });
  }
  return failures;
}

/** `count` items spread evenly over `items` (first and last included). */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from(
    { length: count },
    (_, index) => items[Math.round((index * (items.length - 1)) / (count - 1))]!,
  );
}
