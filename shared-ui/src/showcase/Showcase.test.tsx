// /ui in jsdom: every component renders without a console error, and axe finds no serious or critical problem.
// Colour contrast needs real layout, so it is checked by the token contrast test and by the e2e scan in Chromium.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { Showcase } from './Showcase';

// the whole page with leaflet and an axe pass takes a few seconds on a busy 2-core machine
jest.setTimeout(30000);

let errors: jest.SpyInstance;

beforeAll(() => {
  // leaflet scrolls on focus and axe measures icon fonts on a canvas; jsdom implements neither
  Object.defineProperty(window, 'scrollTo', { configurable: true, value: jest.fn() });
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => null });
});

beforeEach(() => {
  errors = jest.spyOn(console, 'error');
});

afterEach(() => {
  errors.mockRestore();
});

async function renderShowcase() {
  const view = render(
    <MemoryRouter>
      <Showcase imagePath="media/showcase/facade.jpg" />
    </MemoryRouter>,
  );
  // the map loads leaflet lazily; wait for its pins
  await screen.findByRole('button', { name: /Театральная/ }, { timeout: 5000 });
  return view;
}

describe('Showcase (/ui)', () => {
  it('renders every component without console errors', async () => {
    await renderShowcase();
    const section = (name: string) => screen.getByRole('region', { name });
    expect(within(section('Button')).getAllByRole('button').length).toBeGreaterThan(8);
    expect(within(section('Select')).getAllByRole('combobox')).toHaveLength(8);
    expect(within(section('Select')).getAllByRole('listbox')).toHaveLength(2);
    expect(within(section('Select')).getAllByRole('option', { name: '2' }).map((option) => option.getAttribute('aria-disabled'))).toEqual(['true', null]);
    expect(within(section('Modal и OptionsModal')).getAllByRole('dialog')).toHaveLength(3);
    expect(within(section('Accordion, Tabs, Checkbox')).getAllByRole('tablist')).toHaveLength(2);
    expect(within(section('Accordion, Tabs, Checkbox')).getAllByRole('checkbox')).toHaveLength(5);
    expect(within(section('Carousel, Image, Scrollbar')).getAllByRole('group', { name: /Фотографии проекта|Ход строительства/ })).toHaveLength(2);
    expect(within(section('Carousel, Image, Scrollbar')).getByRole('img', { name: 'Фасад дома, png' })).toHaveAttribute('src', expect.stringContaining('format=png'));
    expect(within(section('LoadingBar, NotificationCard')).getAllByRole('progressbar')).toHaveLength(2);
    expect(within(section('LoadingBar, NotificationCard')).getAllByRole('status')).toHaveLength(2);
    expect(within(section('PromoCard, LotCard')).getAllByRole('article')).toHaveLength(6);
    expect(within(section('Map')).getAllByRole('button', { name: /ЖК|Школа|Детский|Театральная|Офис/ })).toHaveLength(5);
    expect((await within(section('Поля формы')).findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      'Пожалуйста, используйте только одну языковую раскладку',
      'Номер телефона содержит 11 цифр',
      'День не может быть больше 31',
      'Наш офис работает в будни с 9:00 до 20:00',
      'Некорректные данные',
      'Превышено максимальное число символов',
    ]);
    // every field of the errors example is in its error state
    for (const name of ['Имя', 'Телефон', 'Дата визита', 'Время визита', 'Паспорт', 'Комментарий']) {
      expect(within(section('Поля формы')).getByLabelText(`${name} (ошибка)`)).toHaveAttribute('aria-invalid', 'true');
    }
    // the lot cards lead to pages that exist on any seeded site: the selection by rooms
    expect(within(section('PromoCard, LotCard')).getAllByRole('link', { name: /комнатная|Студия/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/selections/flat?rooms=2',
      '/selections/flat?rooms=0',
    ]);
    const consents = within(section('Поля формы')).getAllByRole('checkbox', { name: /Я принимаю политику/ });
    expect(consents.map((box) => box.getAttribute('aria-invalid'))).toEqual([null, 'true']);
    expect(within(section('Форматирование')).getByText('12 500 000 ₽')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('passes an axe scan with no serious or critical violations', async () => {
    const { container } = await renderShowcase();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    const severe = result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(severe).toEqual([]);
  });

  it('opens the real modal from its button and closes it', async () => {
    await renderShowcase();
    await userEvent.click(screen.getByRole('button', { name: 'Открыть окно' }));
    expect(screen.getByRole('dialog', { name: 'Заголовок окна' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Отлично' }));
    expect(screen.queryByRole('dialog', { name: 'Заголовок окна' })).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });
});
