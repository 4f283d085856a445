import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInFrame, moscow, tula } from '../../state/testFrame';
import { Header } from './Header';

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observed: ObserverCallback | null = null;

beforeEach(() => {
  observed = null;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: ObserverCallback) {
      observed = callback;
    }
    observe() {}
    disconnect() {}
  };
});

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const nav = () => screen.getByRole('navigation', { name: 'Основное меню' });

it("labels the property item 'Недвижимость' in Moscow and 'Квартиры' elsewhere", () => {
  const { unmount } = renderInFrame(<Header />);
  expect(within(nav()).getByRole('button', { name: 'Недвижимость' })).toBeInTheDocument();
  unmount();
  renderInFrame(<Header />, { state: { city: tula } });
  expect(within(nav()).getByRole('button', { name: 'Квартиры' })).toBeInTheDocument();
});

it('shows the four items of product §2 and a logo link home', () => {
  renderInFrame(<Header />);
  for (const name of ['Проекты', 'Способы покупки', 'Меню']) {
    expect(within(nav()).getByRole('button', { name })).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: /на главную/i })).toHaveAttribute('href', '/');
});

it('disables the city selector under two cities', () => {
  const { unmount } = renderInFrame(<Header />);
  expect(within(nav()).getByRole('button', { name: 'Москва' })).toBeEnabled();
  unmount();
  renderInFrame(<Header />, { state: { cities: [moscow] } });
  expect(within(nav()).getByRole('button', { name: 'Москва' })).toBeDisabled();
});

it('has no projects dropdown under two projects, only a link', () => {
  renderInFrame(<Header />, { state: { projects: [{ id: 1, slug: 'one', name: 'Один' }] } });
  expect(within(nav()).queryByRole('button', { name: 'Проекты' })).toBeNull();
  expect(within(nav()).getByRole('link', { name: 'Проекты' })).toHaveAttribute('href', '/projects');
});

it('opens a dropdown on hover with counts, contacts and promo cards, and closes it on menu/close', async () => {
  const { shell } = renderInFrame(<Header />);
  fireEvent.mouseEnter(
    within(nav()).getByRole('button', { name: 'Недвижимость' }).closest('li') as HTMLElement,
  );
  const panel = screen.getByTestId('dropdown-selections');
  expect(within(panel).getByRole('link', { name: /1-комнатная\s*20/ })).toHaveAttribute(
    'href',
    '/selections/flat?rooms=1',
  );
  expect(within(panel).getByRole('link', { name: /Студия\s*3/ })).toHaveAttribute(
    'href',
    '/selections/flat?rooms=0&is_apartment=true',
  );
  expect(within(panel).getByRole('heading', { name: 'Машино-места' })).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'Подробнее' })).toHaveAttribute(
    'href',
    '/selections/parking',
  );
  expect(within(panel).getByTestId('contact-strip')).toHaveTextContent('+7 495 123-45-67');
  act(() => shell().bus.next({ type: 'menu/close' }));
  expect(screen.queryByTestId('dropdown-selections')).toBeNull();
});

it('shows the mortgage text under purchase method 3', async () => {
  renderInFrame(<Header />);
  await userEvent.click(within(nav()).getByRole('button', { name: 'Способы покупки' }));
  const panel = screen.getByTestId('dropdown-purchase');
  expect(within(panel).getByRole('link', { name: 'Ипотека' })).toHaveAttribute('href', '/purchase?method=3');
  expect(panel).toHaveTextContent('ПСК от 6,12 % до 9,45 %');
});

it('closes a dropdown with Escape and gives the focus back to its item', async () => {
  renderInFrame(<Header />);
  const trigger = within(nav()).getByRole('button', { name: 'Меню' });
  await userEvent.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await userEvent.tab();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByTestId('dropdown-menu')).toBeNull();
  expect(trigger).toHaveFocus();
});

it('shows the counts of lots/changed on compare and favourites links opening in a new tab', () => {
  const { shell } = renderInFrame(<Header />);
  const favourites = screen.getByRole('link', { name: 'Избранное: 0' });
  expect(favourites).toHaveAttribute('target', '_blank');
  expect(favourites).toHaveAttribute('href', '/favorites');
  act(() => {
    shell().bus.next({ type: 'lots/changed', list: 'favorites', ids: [4, 5] });
    shell().bus.next({ type: 'lots/changed', list: 'comparison', ids: [7] });
  });
  expect(screen.getByRole('link', { name: 'Избранное: 2' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Сравнение: 1' })).toHaveAttribute('target', '_blank');
});

it('turns small when the top marker leaves the viewport and normal when it is back', () => {
  renderInFrame(<Header />);
  const header = screen.getByTestId('site-header');
  expect(header).toHaveAttribute('data-size', 'normal');
  act(() => observed?.([{ isIntersecting: false }]));
  expect(header).toHaveAttribute('data-size', 'small');
  act(() => observed?.([{ isIntersecting: true }]));
  expect(header).toHaveAttribute('data-size', 'normal');
});

it('has a grey background on request', () => {
  renderInFrame(<Header tone="grey" />);
  expect(screen.getByTestId('site-header')).toHaveAttribute('data-tone', 'grey');
});
