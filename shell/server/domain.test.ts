/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { readConfig } from './config';
import { citySlugFromHost, readDomain } from './domain';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

it('takes host, API host and protocol from the forwarded host', () => {
  const config = readConfig({});
  const domain = readDomain(
    request({ host: '127.0.0.1:8080', 'x-forwarded-host': 'tula.example.ru', 'x-forwarded-proto': 'https' }),
    config,
  );
  expect(domain).toMatchObject({
    host: 'tula.example.ru',
    apiHost: 'https://tula.example.ru',
    protocol: 'https',
    isTestStage: true,
  });
});

it('is a test stage unless the host carries the production marker', () => {
  const config = readConfig({ PRODUCTION_HOST_MARKER: 'gorizont-dev.ru' });
  expect(readDomain(request({ host: 'gorizont-dev.ru' }), config).isTestStage).toBe(false);
  expect(readDomain(request({ host: 'stage.gorizont.local' }), config).isTestStage).toBe(true);
});

it('selects the city whose slug the host contains, else the default city', () => {
  const slugs = ['moskva', 'tula'];
  expect(citySlugFromHost('tula.localhost:8080', slugs)).toBe('tula');
  expect(citySlugFromHost('localhost:8080', slugs)).toBe('moskva');
  expect(citySlugFromHost('kazan.localhost:8080', slugs)).toBe('moskva');
});
