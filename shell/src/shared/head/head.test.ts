import { baseData, moscow, tula } from '../../state/testFrame';
import { routeTable } from '../../routes/routeTable';
import { pageDescription } from './pageMeta';
import { siteHead } from './siteHead';
import { organizationJsonLd, streetOf } from './structuredData';

const company = {
  name: 'Горизонт Девелопмент',
  legal_name: 'ООО «СЗ «Горизонт Девелопмент»',
  founded: 2004,
  inn: '7714123456',
  ogrn: '1',
  address: 'Россия, Москва, ул. Правды, 26, БЦ «Правда», 5 этаж',
  description: '',
  facts: [],
  history: [],
  awards: [],
};

describe('page meta', () => {
  it('describes each page for the city', () => {
    const route = (path: string) => routeTable.find((candidate) => candidate.path === path) ?? null;
    expect(pageDescription(route('/projects'), moscow)).toContain('в Москве');
    expect(pageDescription(route('/projects'), tula)).toContain('в Туле');
    expect(pageDescription(route('/flats/:id'), tula)).toContain('в Туле');
    expect(pageDescription(null, moscow)).not.toBe('');
  });

  it("names the site, its logo and share picture with absolute URLs on the city's host", () => {
    const site = siteHead('https://tula.example.ru', '/projects');
    expect(site).toMatchObject({ origin: 'https://tula.example.ru', path: '/projects', name: 'Горизонт Девелопмент' });
    expect(site.logo).toMatch(/^https:\/\/tula\.example\.ru\//);
    expect(site.image).toMatch(/^https:\/\/tula\.example\.ru\//);
  });
});

describe('Organization JSON-LD', () => {
  it('names the postal address in Moscow, Russia and gives ImageObjects', () => {
    const data = organizationJsonLd({
      origin: 'http://localhost:8080',
      company,
      baseData,
      logoUrl: 'http://localhost:8080/assets/logo.svg',
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'http://localhost:8080/#organization',
      name: 'Горизонт Девелопмент',
      url: 'http://localhost:8080/',
      telephone: '+74951234567',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'ул. Правды, 26, БЦ «Правда», 5 этаж',
        addressLocality: 'Москва',
        addressCountry: 'RU',
      },
      logo: { '@type': 'ImageObject', url: 'http://localhost:8080/assets/logo.svg' },
      image: { '@type': 'ImageObject' },
      sameAs: ['https://vk.com/x'],
    });
  });

  it('still names Moscow without the company card', () => {
    const data = organizationJsonLd({
      origin: 'http://x',
      company: null,
      baseData: null,
      logoUrl: 'http://x/l.svg',
    });
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Москва',
      addressCountry: 'RU',
    });
  });

  it('takes the street out of a full address', () => {
    expect(streetOf('Россия, г. Москва, Тверская, 1')).toBe('Тверская, 1');
  });
});
