import { mapUrl, routeUrl } from './mapLinks';

it('puts a pin at longitude,latitude', () => {
  expect(mapUrl({ lat: 55.75, lng: 37.62 })).toBe('https://yandex.ru/maps/?pt=37.62,55.75&z=16&l=map');
});

it('builds a route to the coordinates', () => {
  expect(routeUrl({ lat: 55.75, lng: 37.61 })).toBe('https://yandex.ru/maps/?rtext=~55.75,37.61&rtt=auto');
});
