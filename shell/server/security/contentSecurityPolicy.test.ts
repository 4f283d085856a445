/** @jest-environment node */
import type { Integrations, RemotesMap } from '@estate/shared-api';
import { contentSecurityPolicy, originOf } from './contentSecurityPolicy';
import { documentSecurityHeaders } from './securityHeaders';
import { readConfig } from '../config';

const remotes: RemotesMap = {
  catalog: 'https://catalog.cdn.example/mf-manifest.json',
  press: 'https://press.cdn.example/mf-manifest.json',
  favorites: 'http://127.0.0.1:3003/mf-manifest.json',
  forms: 'http://127.0.0.1:3004/mf-manifest.json',
};
const none: Integrations = { smartCaptchaSiteKey: null, metricaCounterId: null, tagManagerId: null, calltouch: null, mapTiles: { url: null } };
const all: Integrations = {
  smartCaptchaSiteKey: 'site-key',
  metricaCounterId: 42,
  tagManagerId: 'GTM-1',
  calltouch: { siteId: '1', modId: 'mod', apiUrl: 'https://api.calltouch.ru' },
  mapTiles: { url: 'https://{s}.tiles.example/{z}/{x}/{y}.png' },
  scripts: { metrica: 'http://metrica.localhost:9400/metrika/tag.js' },
};

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

it('allows the site and the remotes only, with objects, base URLs and framing shut', () => {
  const policy = contentSecurityPolicy({ remotes, integrations: none });
  expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://catalog.cdn.example', 'https://press.cdn.example', 'http://127.0.0.1:3003', 'http://127.0.0.1:3004']);
  expect(directive(policy, 'connect-src')).toEqual(directive(policy, 'script-src'));
  expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
  expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
  expect(policy).not.toMatch(/yandex|calltouch|googletagmanager|unsafe-eval/);
  expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
});

it('adds each third-party service only when configured, from where configuration says it lives', () => {
  const policy = contentSecurityPolicy({ remotes, integrations: all, nonce: 'abc123' });
  expect(directive(policy, 'script-src')).toEqual(
    expect.arrayContaining(["'nonce-abc123'", 'https://smartcaptcha.yandexcloud.net', 'http://metrica.localhost:9400', 'https://www.googletagmanager.com', 'https://mod.calltouch.ru']),
  );
  expect(directive(policy, 'script-src')).not.toContain('https://mc.yandex.ru');
  expect(directive(policy, 'frame-src')).toEqual(['https://smartcaptcha.yandexcloud.net', 'http://metrica.localhost:9400']);
  expect(directive(policy, 'connect-src')).toContain('https://api.calltouch.ru');
  expect(directive(policy, 'img-src')).toContain('https://*.tiles.example');
  const onlyCaptcha = contentSecurityPolicy({ remotes, integrations: { ...none, smartCaptchaSiteKey: 'k' } });
  expect(onlyCaptcha).toContain('https://smartcaptcha.yandexcloud.net');
  expect(onlyCaptcha).not.toMatch(/mc\.yandex|calltouch|googletagmanager/);
});

it('reads origins from URLs and tile templates', () => {
  expect(originOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
  expect(originOf('https://{s}.tile.example:8443/{z}/{x}/{y}.png')).toBe('https://*.tile.example:8443');
  expect(originOf('not a url')).toBeNull();
});

it('sends the policy enforced or report-only, denies framing, and HSTS over https only', () => {
  const enforced = documentSecurityHeaders({ reportOnly: false, reportUri: null, liveReload: [] }, { remotes, integrations: none, https: false });
  expect(enforced['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  expect(enforced['X-Frame-Options']).toBe('DENY');
  expect(enforced['Strict-Transport-Security']).toBeUndefined();
  const reported = documentSecurityHeaders({ reportOnly: true, reportUri: '/csp-reports', liveReload: [] }, { remotes, integrations: none, https: true });
  expect(reported['Content-Security-Policy']).toBeUndefined();
  expect(reported['Content-Security-Policy-Report-Only']).toContain('report-uri /csp-reports');
  expect(reported['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
});

it("lets the dev servers' hot reload connect in development only (npm run dev)", () => {
  const connect = (env: NodeJS.ProcessEnv) => {
    const config = readConfig(env);
    return directive(documentSecurityHeaders(config.csp, { remotes: config.remotes, integrations: none, https: false })['Content-Security-Policy'] ?? '', 'connect-src');
  };
  const development = connect({ SHELL_DEV_ASSETS_URL: 'http://127.0.0.1:8081' });
  expect(development).toEqual(expect.arrayContaining(['ws://127.0.0.1:8081', 'ws://127.0.0.1:3001', 'ws://127.0.0.1:3004']));
  expect(connect({}).filter((source) => source.startsWith('ws'))).toEqual([]);
});
