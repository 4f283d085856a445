import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInFrame } from '../../../state/testFrame';
import { MobileMenu } from './MobileMenu';

function renderMenu(onClose = jest.fn()) {
  return { ...renderInFrame(<MobileMenu open onClose={onClose} />), onClose };
}

it('lists the items plus press centre, excursions, contacts and about', () => {
  renderMenu();
  const menu = screen.getByTestId('mobile-menu');
  expect(within(menu).getByRole('link', { name: 'Недвижимость' })).toBeInTheDocument();
  for (const name of ['Проекты', 'Способы покупки'])
    expect(within(menu).getByRole('button', { name })).toBeInTheDocument();
  for (const [name, href] of [
    ['Пресс-центр', '/press'],
    ['Экскурсии', '/excursions'],
    ['Контакты', '/contacts'],
    ['О компании', '/about'],
  ]) {
    expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
  }
  expect(within(menu).getByRole('combobox', { name: 'Город' })).toBeInTheDocument();
});

it('opens the purchase submenu with a promo card and goes back with the back button', async () => {
  renderMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Способы покупки' }));
  const menu = screen.getByTestId('mobile-menu');
  expect(menu).toHaveAttribute('data-level', '2');
  expect(within(menu).getByRole('link', { name: /Ипотека/ })).toHaveAttribute('href', '/purchase?method=3');
  expect(within(menu).getByRole('heading', { name: 'Семейная ипотека' })).toBeInTheDocument();
  const back = within(menu).getByRole('button', { name: 'Назад' });
  expect(back).toHaveFocus();
  await userEvent.click(back);
  expect(menu).toHaveAttribute('data-level', '1');
  expect(screen.getByRole('button', { name: 'Способы покупки' })).toHaveFocus();
});

it('opens the projects submenu with every project', async () => {
  renderMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Проекты' }));
  const menu = screen.getByTestId('mobile-menu');
  expect(within(menu).getByRole('link', { name: 'Сокольники Парк' })).toHaveAttribute(
    'href',
    '/projects/sokolniki',
  );
  expect(within(menu).getByRole('link', { name: 'Все проекты' })).toHaveAttribute('href', '/projects');
});

it('disables the compare button while the compare list is empty', () => {
  const { shell } = renderMenu();
  const compare = () => screen.getByRole('link', { name: /Сравнение/ });
  expect(compare()).toHaveAttribute('aria-disabled', 'true');
  expect(compare()).not.toHaveAttribute('href');
  act(() => shell().bus.next({ type: 'lots/changed', list: 'comparison', ids: [3] }));
  expect(compare()).toHaveAttribute('href', '/comparison');
  expect(compare()).toHaveAttribute('target', '_blank');
});

it('locks the page scroll while open', () => {
  renderMenu();
  expect(document.body.style.overflow).toBe('hidden');
});
