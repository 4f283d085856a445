// Test support: renders frame components inside a router and a ShellProvider built from a realistic state.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { BaseData } from '@estate/shared-api/dto/baseData';
import type { City } from '@estate/shared-api/dto/cities';
import { ShellProvider } from '../app/ShellProvider';
import { useShell } from '../shared/useShell';
import { ApiClient, type ShellContext } from '@estate/shared-api';
import { TEST_DEVICE, TEST_DOMAIN, TEST_INTEGRATIONS } from '@estate/shared-api/testing/testShell';
import type { InitialState } from './initialState';

export const moscow: City = {
  id: 1,
  title: 'Москва',
  slug: 'moskva',
  abbreviation: 'МСК',
  title_in: 'в Москве',
  is_default: true,
  coords: { lat: 55.75, lng: 37.62 },
  property_count: 1234,
};

export const tula: City = {
  id: 2,
  title: 'Тула',
  slug: 'tula',
  abbreviation: 'ТУЛ',
  title_in: 'в Туле',
  is_default: false,
  coords: { lat: 54.19, lng: 37.62 },
  property_count: 321,
};

export const baseData: BaseData = {
  city: 'moskva',
  central_sales_office: {
    phone_number: '+74951234567',
    email: 'sales@gorizont-dev.ru',
    address: 'Москва, ул. Правды, 26',
    coords: { lat: 55.78, lng: 37.58 },
  },
  inn: '7714123456',
  copyright: '© 2004–2026 «Горизонт Девелопмент».',
  menu_bottom_center_text: 'Офис продаж работает ежедневно',
  social_links: [
    { link: 'https://vk.com/x', icon: 'vk', icon_content: '<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>' },
  ],
  privacy_policy: '<p>Политика</p>',
  purchase_methods_pages: [
    { id: 2, name: 'Рассрочка' },
    { id: 3, name: 'Ипотека' },
  ],
  mortgage_text_in_menu: 'ПСК от 6,12 % до 9,45 %',
  cards_in_property_menu: [
    {
      id: 1,
      image: 'promo/1.jpg',
      title: 'Машино-места',
      description: 'В подземных паркингах',
      link: sitePaths.selection('parking'),
      text_color: '#ffffff',
      button_text: '',
      button_text_color: '#1d1d1f',
    },
  ],
  cards_in_purchase_menu: [
    {
      id: 3,
      image: 'promo/2.jpg',
      title: 'Семейная ипотека',
      description: 'Ставка от 6 %',
      link: sitePaths.purchase(3),
      text_color: '#ffffff',
      button_text: 'Рассчитать',
      button_text_color: '#1d1d1f',
    },
  ],
  property_count_fields: {
    flat_0_rooms_count: 10,
    flat_1_rooms_count: 20,
    flat_2_rooms_count: 30,
    flat_3_rooms_count: 0,
    flat_4_or_more_rooms_count: 4,
    apartment_0_rooms_count: 3,
    apartment_1_rooms_count: 0,
    apartment_2_rooms_count: 0,
    apartment_3_rooms_count: 0,
    apartment_4_or_more_rooms_count: 0,
    parking_count: 50,
    storage_count: 12,
    commercial_count: 7,
  },
  property_tags: [],
};

export function testState(overrides: Partial<InitialState> = {}): InitialState {
  return {
    city: moscow,
    cities: [moscow, tula],
    baseData,
    projects: [
      { id: 1, slug: 'sokolniki', name: 'Сокольники Парк' },
      { id: 2, slug: 'rechnoy', name: 'Речной квартал' },
    ],
    device: TEST_DEVICE,
    domain: TEST_DOMAIN,
    remotes: { catalog: 'c', press: 'p', favorites: 'f', forms: 'x' },
    integrations: TEST_INTEGRATIONS,
    error: null,
    company: null,
    queries: { mutations: [], queries: [] },
    assets: { scripts: [], stylesheets: [] },
    pageStylesheets: [],
    manifests: {},
    ...overrides,
  };
}

/** Renders `ui` in the frame; `shell()` gives the context (its bus) the components got. */
export function renderInFrame(
  ui: ReactElement,
  options: { state?: Partial<InitialState>; path?: string } = {},
) {
  let context: ShellContext | null = null;
  function Capture() {
    context = useShell();
    return null;
  }
  const result = render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <ShellProvider state={testState(options.state)} api={new ApiClient()}>
        <Capture />
        {ui}
      </ShellProvider>
    </MemoryRouter>,
  );
  return {
    ...result,
    shell: (): ShellContext => {
      if (!context) throw new Error('not rendered');
      return context;
    },
  };
}
