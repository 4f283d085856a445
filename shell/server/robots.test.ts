/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { readConfig } from './config';
import { readDomain } from './domain';
import { robotsTxt } from './robots';

const domainOf = (host: string, proto = 'https') =>
  readDomain(
    {
      headers: { host: '127.0.0.1:8080', 'x-forwarded-host': host, 'x-forwarded-proto': proto },
    } as unknown as IncomingMessage,
    readConfig({ PRODUCTION_HOST_MARKER: 'gorizont.ru' }),
  );

it('keeps crawlers out of /ui, the visitor lists and print pages, and names the host’s sitemap', () => {
  expect(robotsTxt(domainOf('tula.gorizont.ru'))).toBe(
    [
      'User-agent: *',
      'Disallow: /ui',
      'Disallow: /favorites',
      'Disallow: /comparison',
      'Disallow: /flats/print/',
      '',
      'Sitemap: https://tula.gorizont.ru/sitemap.xml',
      '',
    ].join('\n'),
  );
  expect(robotsTxt(domainOf('gorizont.ru', 'http'))).toContain('Sitemap: http://gorizont.ru/sitemap.xml');
});

it('disallows everything on a test stage', () => {
  const robots = robotsTxt(domainOf('stage.example.org'));
  expect(robots).toMatch(/^User-agent: \*\nDisallow: \/\n/);
  expect(robots).not.toContain('Disallow: /ui');
  expect(robots).toContain('Sitemap: https://stage.example.org/sitemap.xml');
});
