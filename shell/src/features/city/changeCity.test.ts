import { createEventBus, type BusEvent } from '@estate/shared-api';
import { changeCity, cityCookie } from './changeCity';

function context(slug = 'moskva') {
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.subscribe((event) => events.push(event));
  const cityUrl = (target: string, path: string) =>
    `http://${target === 'moskva' ? '' : `${target}.`}localhost:8080${path}`;
  return { ctx: { city: { id: 1, title: 'Москва', slug }, bus, cityUrl }, events };
}

afterEach(() => {
  document.cookie = 'city=; path=/; max-age=0';
});

it('writes the city cookie for a week on the whole site', () => {
  expect(cityCookie('tula')).toBe('city=tula; path=/; max-age=604800; samesite=lax');
});

it('stores the cookie, announces the change, then goes to the same path on the city host', () => {
  const { ctx, events } = context();
  const assign = jest.fn(() => {
    // the event must already be on the bus when the page is left
    expect(events).toEqual([{ type: 'city/changed', slug: 'tula' }]);
  });
  changeCity(ctx, 'tula', { pathname: '/projects', search: '?a=1', assign });
  expect(document.cookie).toContain('city=tula');
  expect(assign).toHaveBeenCalledWith('http://tula.localhost:8080/projects?a=1');
});

it('does nothing for the current city', () => {
  const { ctx, events } = context('tula');
  const assign = jest.fn();
  changeCity(ctx, 'tula', { pathname: '/', search: '', assign });
  expect(assign).not.toHaveBeenCalled();
  expect(events).toEqual([]);
});
