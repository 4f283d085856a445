import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@estate/shared-api';
import userEvent from '@testing-library/user-event';
import type { Excursion } from '@estate/shared-api/dto/offices';
import { type FakeRequest, fakeApi, testShellContext } from '@estate/shared-api/testing/testShell';
import { renderAt } from '../../shared/testing/renderAt';
import { pageOf } from '../../shared/testing/publications';
import {
  ALL_PROJECTS,
  EMPTY_EXCURSIONS_TEXT,
  EXCURSIONS_TITLE,
  ExcursionsPage,
  NO_SCRIPT_BOOKING_TEXT,
  prefetchExcursions,
} from './ExcursionsPage';

const hours = [{ days: 'Пн–Пт', weekdays: [1, 2, 3, 4, 5], from: '09:00', to: '20:00' }];

function excursion(id: number, project: { id: number; slug: string; name: string }): Excursion {
  return {
    id,
    city: 'moskva',
    title: `Экскурсия ${id}`,
    description: 'Покажем шоу-рум',
    duration_minutes: 90,
    image: `/img/media/excursion-${id}.jpg`,
    project,
    office: {
      id: 10 + id,
      name: `Офис ${id}`,
      address: `Адрес ${id}`,
      coords: { lat: 55.7, lng: 37.6 },
      hours,
    },
  };
}

const park = { id: 1, slug: 'park', name: 'Парк' };
const river = { id: 2, slug: 'river', name: 'Река' };
const excursions = [excursion(1, park), excursion(2, river), excursion(3, park)];
const baseData = {
  central_sales_office: {
    phone_number: '+74951234567',
    email: 'a@b.ru',
    address: 'Москва',
    coords: { lat: 1, lng: 2 },
  },
};

function setup(handler: (request: FakeRequest) => unknown = ({ query }) => pageOf(excursions, query)) {
  const { api, requests } = fakeApi(handler);
  renderAt(
    '/excursions',
    '/excursions',
    (ctx, search, params) => <ExcursionsPage ctx={ctx} search={search} params={params} />,
    testShellContext({ api, overrides: { baseData } }).ctx,
  );
  return { requests };
}

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('ExcursionsPage', () => {
  it('renders on the server with the excursions, and says booking needs JavaScript, with the phone', async () => {
    const { api } = fakeApi(({ query }) => pageOf(excursions, query));
    const queryClient = createQueryClient();
    await prefetchExcursions({
      api,
      city: 'moskva',
      pathname: '/excursions',
      params: {},
      search: new URLSearchParams(),
      queryClient,
    });
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ExcursionsPage
            ctx={testShellContext({ api, overrides: { baseData } }).ctx}
            params={{}}
            search={new URLSearchParams()}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('Экскурсия 1');
    const note = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(note).toContain(NO_SCRIPT_BOOKING_TEXT);
    expect(note).toContain('href="tel:+74951234567"');
  });

  it('lists the city excursions with duration, meeting office and its hours', async () => {
    const { requests } = setup();
    expect(screen.getByRole('heading', { level: 1, name: EXCURSIONS_TITLE })).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Экскурсия 1', 'Экскурсия 2', 'Экскурсия 3']));
    expect(requests[0]?.path).toBe('/api/excursions/');
    expect(requests[0]?.query.get('city')).toBe('moskva');
    const first = screen.getByRole('heading', { name: 'Экскурсия 1' }).closest('article') as HTMLElement;
    expect(within(first).getByText('1 ч 30 мин')).toBeInTheDocument();
    expect(within(first).getByText('Офис 1, Адрес 1')).toBeInTheDocument();
    expect(within(first).getByText('Пн–Пт: 09:00–20:00')).toBeInTheDocument();
  });

  it('filters by project when there are several', async () => {
    setup();
    await userEvent.click(await screen.findByRole('tab', { name: 'Река' }));
    expect(titles()).toEqual(['Экскурсия 2']);
    await userEvent.click(screen.getByRole('tab', { name: ALL_PROJECTS }));
    expect(titles()).toHaveLength(3);
  });

  it('books through the forms widget with the excursion id and the office hours', async () => {
    setup();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Записаться на экскурсию: Экскурсия 2' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Запись на экскурсию' });
    const widget = dialog.querySelector('[data-widget="forms/ExcursionForm"]');
    expect(widget).not.toBeNull();
    const props = JSON.parse(widget?.getAttribute('data-props') ?? '{}');
    expect(props).toMatchObject({
      excursionId: 2,
      excursionTitle: 'Экскурсия 2',
      projectName: 'Река',
      officeId: 12,
      officeHours: hours,
    });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the city has no excursions', async () => {
    setup(({ query }) => pageOf([], query));
    expect(await screen.findByText(EMPTY_EXCURSIONS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    setup(({ query }) => (fail ? { status: 500, body: {} } : pageOf(excursions, query)));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
  });
});
