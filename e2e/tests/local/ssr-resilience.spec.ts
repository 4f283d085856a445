// The press remote's server build missing, throwing or slower than the render budget costs only
// the server rendering of its region: the document still answers 200 with the frame rendered, and the browser
// renders the press page as on a client navigation. A redeploy behind the same manifest URL is picked up by the
// running shell server's next renders, and the browser hydrates that same version.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../../harness/test';
import { startPress, stopPress } from '../../harness/pressServer';
import { servePressVariant, type PressVariant } from '../../harness/pressVariant';
import { repoRoot, workDir } from '../../harness/site';
import { collectErrors } from '../press-helpers';

// In tests/local/ because it replaces the press remote, which only a local run owns.
test.describe.configure({ mode: 'serial' });

const heading = (page: Page) => page.locator('[data-remote-region="press/PressPage"] h1');

/** Polls /press until the shell server renders with the deploy now served (it checks manifests every second). */
async function documentOnceRedeployed(request: APIRequestContext, accept: (html: string) => boolean): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const response = await request.get('/press');
        expect(response.status()).toBe(200);
        html = await response.text();
        return accept(html);
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(true);
  return html;
}

const serverRendered = (html: string) => /data-remote-region="press\/PressPage"><!--\$--><div/.test(html);
const leftToBrowser = (html: string) => /data-remote-region="press\/PressPage"><!--\$!-->/.test(html);

async function drill(page: Page, request: APIRequestContext, variant: PressVariant) {
  await stopPress();
  const stop = await servePressVariant(variant);
  try {
    const html = await documentOnceRedeployed(request, leftToBrowser);
    // the frame is rendered, the region holds its loading state
    expect(html).toContain('data-testid="site-header"');
    expect(html).toContain('data-testid="site-footer"');
    const response = await page.goto('/press');
    expect(response?.status()).toBe(200);
    await expect(heading(page)).toBeVisible();
    await expect(page.getByTestId('region-fallback')).toHaveCount(0);
  } finally {
    await stop();
    await startPress();
  }
}

test('server build missing: 200, frame rendered, press rendered in the browser', async ({ page, request }) => {
  await drill(page, request, { deploy: 'without-server-build', withoutServerBuild: true });
});

test('server build throwing while rendering: 200, frame rendered, press rendered in the browser', async ({ page, request }) => {
  await drill(page, request, {
    deploy: 'throwing-on-the-server',
    patchServerScript: (source) =>
      source.replace(/function PressPage\(([^)]*)\) \{/, (whole) => `${whole} throw new Error('drill: press fails on the server');`),
  });
});

test('server build slower than the render budget: 200 at once, press rendered in the browser', async ({ page, request }) => {
  await drill(page, request, { deploy: 'slow-server-build', serverDelayMs: 3000 });
});

test('a redeploy is rendered by the running shell server, and the browser hydrates that version', async ({ page, request }) => {
  test.setTimeout(180_000);
  const next = path.join(workDir, 'mfe-press-ssr-next');
  fs.rmSync(next, { recursive: true, force: true });
  fs.cpSync(path.join(repoRoot, 'mfe-press'), next, { recursive: true, filter: (source) => !/[/\\](dist|node_modules)$/.test(source) });
  const source = path.join(next, 'src/features/press-list/PressPage.tsx');
  fs.writeFileSync(source, fs.readFileSync(source, 'utf8').replace(`'Пресс-центр'`, `'Пресс-центр — новая версия'`));
  execFileSync(path.join(repoRoot, 'node_modules/.bin/webpack'), ['--mode', 'production'], { cwd: next, stdio: 'pipe' });

  await stopPress();
  const stop = await servePressVariant({ deploy: 'next', dist: path.join(next, 'dist') });
  try {
    const html = await documentOnceRedeployed(request, (text) => text.includes('Пресс-центр — новая версия'));
    expect(serverRendered(html)).toBe(true);
    const errors = collectErrors(page);
    await page.goto('/press');
    await page.waitForFunction(() => (window as unknown as { __shellBootedAt?: number }).__shellBootedAt);
    await page.waitForLoadState('networkidle');
    await expect(heading(page)).toHaveText('Пресс-центр — новая версия');
    expect(errors).toEqual([]);
  } finally {
    await stop();
    await startPress();
  }
});
