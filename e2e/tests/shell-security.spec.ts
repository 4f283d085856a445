// The document's Content-Security-Policy (built from configuration: the site, the remotes, each
// configured third-party service), no framing, and every configured service working under it. The suite's fixture
// (harness/test.ts) fails any test that meets a violation; the tests here provoke two on purpose.
import type { Integrations, RemotesMap } from '@estate/shared-api';
import { expect, test, type Page } from '../harness/test';
import { acceptCookiesBeforehand, footerForm } from './forms-helpers';

const directive = (policy: string, name: string) =>
  policy
    .split(/;\s*/)
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

async function initialIntegrations(page: Page): Promise<Integrations> {
  const json = await page.locator('#__INITIAL_STATE__').textContent();
  return (JSON.parse(json ?? '{}') as { integrations: Integrations }).integrations;
}

test('the document carries a policy naming the site, the remotes and nothing it does not need, and refuses framing', async ({
  request,
}) => {
  const response = await request.get('/');
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(response.headers()['x-frame-options']).toBe('DENY');
  for (const [name, value] of [
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['default-src', "'self'"],
  ] as const)
    expect(directive(policy, name)).toEqual([value]);
  const remotes = (await (await request.get('/remotes.json')).json()) as RemotesMap;
  for (const manifest of Object.values(remotes)) {
    expect(directive(policy, 'script-src')).toContain(new URL(manifest).origin);
    expect(directive(policy, 'connect-src')).toContain(new URL(manifest).origin);
  }
  expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
});

test('a page of another site cannot frame the site', async ({ page, baseURL, cspViolations }) => {
  await page.route('http://framer.localhost/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<iframe src="${baseURL}/"></iframe>` }),
  );
  await page.goto('http://framer.localhost/');
  // the browser refuses to render the site in the frame: it shows its own error page there instead
  await expect.poll(() => page.frames()[1]?.url() ?? '').toMatch(/^chrome-error:/);
  cspViolations.length = 0;
});

test('an injected inline script does not run', async ({ page, cspViolations }) => {
  await page.goto('/');
  await page.addScriptTag({ content: 'window.__injected = true;' }).catch(() => undefined);
  expect(await page.evaluate(() => (window as Window & { __injected?: boolean }).__injected)).toBeUndefined();
  await expect.poll(() => cspViolations.some((text) => /script-src/.test(text))).toBe(true);
  cspViolations.length = 0;
});

test('every configured third-party service loads and works under the policy', async ({ page }) => {
  await acceptCookiesBeforehand(page);
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.ok()) loaded.push(response.url());
  });
  await page.goto('/contacts');
  const integrations = await initialIntegrations(page);
  const expected: { name: string; url: string }[] = [];
  const script = (name: keyof NonNullable<Integrations['scripts']>, fallback: string) =>
    integrations.scripts?.[name] ?? fallback;
  if (integrations.metricaCounterId)
    expected.push({ name: 'Metrica', url: script('metrica', 'https://mc.yandex.ru/metrika/tag.js') });
  if (integrations.tagManagerId)
    expected.push({
      name: 'tag manager',
      url: script('tagManager', 'https://www.googletagmanager.com/gtm.js'),
    });
  if (integrations.calltouch?.modId)
    expected.push({ name: 'call widget', url: script('callWidget', 'https://mod.calltouch.ru/init.js') });
  if (integrations.mapTiles.url)
    expected.push({
      name: 'map tiles',
      url: new URL(integrations.mapTiles.url.replace(/\{[^}]+\}/g, '0')).origin,
    });
  if (integrations.smartCaptchaSiteKey) {
    expected.push({
      name: 'SmartCaptcha',
      url: script('smartCaptcha', 'https://smartcaptcha.yandexcloud.net/captcha.js'),
    });
    await footerForm(page).phone.scrollIntoViewIfNeeded();
    await footerForm(page).phone.focus();
  }
  test.skip(expected.length === 0, 'this site has no third-party service configured');
  for (const service of expected) {
    await expect
      .poll(() => loaded.some((url) => url.startsWith(service.url)), {
        message: `${service.name} (${service.url}) loaded`,
      })
      .toBe(true);
  }
});

test('every server answers with the site headers: documents, assets, robots.txt, the remotes map, remotes, the API, errors', async ({ request, page }) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as RemotesMap;
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/contacts');
  const asset = await page.evaluate(() => (document.querySelector('script[src^="/assets/"]') as HTMLScriptElement | null)?.src ?? '');
  const urls = ['/', '/robots.txt', '/remotes.json', asset, '/api/cities/', '/api/no-such-thing/', '/assets/no-such-file.js', '/%zz', ...Object.values(remotes)];
  for (const url of urls) {
    const headers = (await request.get(url)).headers();
    expect([url, headers['x-content-type-options']]).toEqual([url, 'nosniff']);
    expect([url, headers['referrer-policy']]).toEqual([url, 'strict-origin-when-cross-origin']);
    expect([url, headers['permissions-policy']]).toEqual([url, expect.stringContaining('geolocation=()')]);
  }
  // the browser knows every feature the policy names (an unknown one is a console warning on every page)
  expect(messages.filter((text) => /Permissions-Policy/.test(text))).toEqual([]);
});
