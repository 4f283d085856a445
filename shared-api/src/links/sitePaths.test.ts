import { sitePaths } from './sitePaths';

it('links a lot with a page of its own', () => {
  expect(sitePaths.lot('flat', 7)).toBe('/flats/7');
  expect(sitePaths.lot('apartment', 8)).toBe('/flats/8');
  expect(sitePaths.lot('commercial', 9)).toBe('/commercials/9');
  expect(sitePaths.lot('parking', 10)).toBeNull();
  expect(sitePaths.lot('storage', 11)).toBeNull();
  expect(sitePaths.flatPrint(7)).toBe('/flats/print/7');
});

it('links projects and publications by their encoded slug', () => {
  expect(sitePaths.project('residential', 'sady')).toBe('/projects/sady');
  expect(sitePaths.project('commercial', 'port')).toBe('/projects/commercial/port');
  expect(sitePaths.publication('новости 1')).toBe('/press/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8%201');
});

it('links a selection with its filters', () => {
  expect(sitePaths.selection('parking')).toBe('/selections/parking');
  expect(sitePaths.rooms(2, 'flat')).toBe('/selections/flat?rooms=2');
  expect(sitePaths.rooms(2, 'apartment')).toBe('/selections/flat?rooms=2&is_apartment=true');
  expect(sitePaths.selection('flat', { project: 'a&b', rooms: '2', city: undefined })).toBe(
    '/selections/flat?project=a%26b&rooms=2',
  );
  expect(sitePaths.projectSelection('residential', 'sady')).toBe('/selections/flat?project=sady');
  expect(sitePaths.projectSelection('commercial', 'port')).toBe('/selections/commercial?project=port');
});

it('links the pages of the menus', () => {
  expect([sitePaths.home(), sitePaths.about(), sitePaths.contacts(), sitePaths.excursions()]).toEqual([
    '/',
    '/about',
    '/contacts',
    '/excursions',
  ]);
  expect([sitePaths.favorites(), sitePaths.comparison(), sitePaths.policy()]).toEqual([
    '/favorites',
    '/comparison',
    '/personal-data-processing-policy',
  ]);
  expect(sitePaths.projects()).toBe('/projects');
  expect(sitePaths.projects('commercial')).toBe('/projects/commercial');
  expect(sitePaths.purchase()).toBe('/purchase');
  expect(sitePaths.purchase(3)).toBe('/purchase?method=3');
  expect(sitePaths.press()).toBe('/press');
  expect(sitePaths.press({ for_owners: 'false', limit: '9', type: 'news', city: 'tula' })).toBe(
    '/press?for_owners=false&limit=9&type=news&city=tula',
  );
});
