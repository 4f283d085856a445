// Shared bits of the shell frame specs: screenshots kept as artifacts, the cookie notice accepted
// beforehand where it would only cover what a test looks at.
import type { Page, TestInfo } from '@playwright/test';

export const widths = [375, 768, 1440] as const;

/** Saves a screenshot into the test's output folder and attaches it to the report. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The visitor accepted cookies on an earlier visit. */
export async function acceptCookiesBeforehand(page: Page) {
  await page.addInitScript(() => {
    // the site's own document only: third-party frames (the captcha's) keep their storage to themselves
    if (window === window.top) window.localStorage.setItem('accept-cookie', 'true');
  });
}

export const header = (page: Page) => page.getByTestId('site-header');

/** The site's host for a city: the default city on the base host, any other on {slug}.{host}. */
export function cityOrigin(baseURL: string | undefined, slug: string): string {
  const base = new URL(baseURL ?? 'http://localhost:8080');
  return slug === 'moskva' ? base.origin : `${base.protocol}//${slug}.${base.host}`;
}
