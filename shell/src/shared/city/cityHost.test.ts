import { cityUrl } from './cityHost';

const cities = [
  { slug: 'tula', is_default: false },
  { slug: 'moskva', is_default: true },
];

it('puts the default city on the site domain and every other on its own subdomain, as the servers do', () => {
  expect(cityUrl('https', 'example.ru', cities, 'moskva', '/about')).toBe('https://example.ru/about');
  expect(cityUrl('https', 'example.ru', cities, 'tula', '/flats/3?a=1')).toBe('https://tula.example.ru/flats/3?a=1');
});

it('follows the data for which city is the default one, and sends an unknown slug to the default host', () => {
  const tulaFirst = [
    { slug: 'tula', is_default: true },
    { slug: 'moskva', is_default: false },
  ];
  expect(cityUrl('http', 'localhost:8080', tulaFirst, 'moskva', '/')).toBe('http://moskva.localhost:8080/');
  expect(cityUrl('http', 'localhost:8080', tulaFirst, 'tula', '/')).toBe('http://localhost:8080/');
  expect(cityUrl('http', 'localhost:8080', cities, 'kazan', '/')).toBe('http://localhost:8080/');
});
