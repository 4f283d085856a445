/** @jest-environment node */
import { pathInOtherCity } from './pathInOtherCity';

it.each([
  ['/flats/42', '?view=plan', '/selections/flat'],
  ['/flats/print/42', '', '/selections/flat'],
  ['/commercials/7', '', '/selections/commercial'],
  ['/projects/sokolniki-park', '?building=3', '/projects'],
  ['/projects/commercial/delovoy', '', '/projects/commercial'],
  ['/press/news-1', '', '/press'],
])('a page of one city\'s lot, project or publication (%s%s) switches to the other city\'s list: %s', (pathname, search, expected) => {
  expect(pathInOtherCity(pathname, search)).toBe(expected);
});

it('keeps any other page and its query, leaving behind the filters that name one city\'s projects, buildings and list page', () => {
  expect(pathInOtherCity('/about', '')).toBe('/about');
  expect(pathInOtherCity('/projects', '')).toBe('/projects');
  expect(pathInOtherCity('/selections/flat', '?rooms=1&project=sokolniki-park&building=4&price_max=9000000&page=3')).toBe(
    '/selections/flat?rooms=1&price_max=9000000',
  );
  expect(pathInOtherCity('/favorites', '?x=1')).toBe('/favorites?x=1');
});
