import { render } from '@testing-library/react';
import { ApiClient, createEventBus, type BusEvent } from '@estate/shared-api';
import { useCityLinks } from './useCityLinks';

const cities = [
  { id: 1, title: 'Москва', slug: 'moskva' },
  { id: 2, title: 'Тула', slug: 'tula' },
];

it('turns a plain click on a link to another city host into a city switch, and leaves other links alone', () => {
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.subscribe((event) => events.push(event));
  const sent: string[] = [];
  // the handoff request stays open: the page is not left in this test
  const api = new ApiClient({ fetch: (input) => (sent.push(String(input)), new Promise<Response>(() => undefined)), cookies: () => 'csrftoken=token' });
  const ctx = {
    city: cities[0]!,
    cities,
    bus,
    api,
    cityUrl: (slug: string, path: string) => `http://${slug === 'moskva' ? '' : `${slug}.`}localhost:8080${path}`,
    domain: { host: 'localhost:8080', apiHost: '', protocol: 'http' as const, siteDomain: 'localhost:8080', isTestStage: true },
  };
  function Page() {
    useCityLinks(ctx);
    return (
      <>
        <a href="http://tula.localhost:8080/selections/flat">Тула</a>
        <a href="http://localhost:8080/about">Москва</a>
        <a href="http://tula.localhost:8080/about" target="_blank" rel="noopener">Тула, новая вкладка</a>
      </>
    );
  }
  const view = render(<Page />);
  const click = (name: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    view.getByText(name).dispatchEvent(event);
    return event.defaultPrevented;
  };
  // jsdom does not navigate; these clicks are stopped first anyway or belong to the browser
  expect(click('Москва')).toBe(false);
  expect(click('Тула, новая вкладка')).toBe(false);
  expect(click('Тула', { ctrlKey: true })).toBe(false);
  expect(events).toEqual([]);
  expect(click('Тула')).toBe(true);
  expect(events).toEqual([{ type: 'city/changed', slug: 'tula' }]);
  expect(sent).toEqual(['/api/session/handoff/']);
});
