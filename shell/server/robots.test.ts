/** @jest-environment node */
import type { FastifyRequest } from 'fastify';
import type { City } from '@estate/shared-api/dto/cities';
import { readConfig } from './config';
import { robotsTxt } from './robots';
import { fallbackCity, requestSite } from './site/requestSite';

const cities: City[] = [fallbackCity, { ...fallbackCity, id: 2, slug: 'tula', title: 'Тула', is_default: false }];
const domainOf = (host: string, protocol = 'https', siteDomain = 'gorizont.ru') =>
  requestSite({ host, protocol, headers: {} } as unknown as FastifyRequest, readConfig({ PRODUCTION_HOST_MARKER: 'gorizont.ru', SITE_DOMAIN: siteDomain }), cities).domain;

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
  const robots = robotsTxt(domainOf('stage.example.org', 'https', 'stage.example.org'));
  expect(robots).toMatch(/^User-agent: \*\nDisallow: \/\n/);
  expect(robots).not.toContain('Disallow: /ui');
  expect(robots).toContain('Sitemap: https://stage.example.org/sitemap.xml');
});

it('names only a site host, whatever the request claims', () => {
  for (const host of ['evil.example', 'a b', 'gorizont.ru:99999', 'kazan.gorizont.ru', '<script>'])
    expect(robotsTxt(domainOf(host))).toContain('Sitemap: https://gorizont.ru/sitemap.xml');
});
