import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@estate/shared-api';
import { renderInFrame } from '../../state/testFrame';
import { ModalHost } from '../../shared/modal-host/ModalHost';
import { Footer } from './Footer';

const widgets: WidgetProps[] = [];
jest.mock('../remote-region/Widget', () => ({
  Widget: (props: WidgetProps) => {
    widgets.push(props);
    return <>{props.fallback}</>;
  },
}));

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: width });
}

afterEach(() => {
  widgets.length = 0;
});

it("mounts forms/CallbackForm in the slot, showing the form's loading state meanwhile", () => {
  setWidth(1440);
  renderInFrame(<Footer />);
  expect(widgets[0]?.module).toBe('forms/CallbackForm');
  const slot = screen.getByRole('region', { name: 'Обратный звонок' });
  expect(within(slot).getByTestId('callback-loading')).toHaveAttribute('aria-busy', 'true');
});

it('shows contacts with the on-map link, the tax number, copyright and the policy links', () => {
  setWidth(1440);
  renderInFrame(<Footer />);
  const footer = screen.getByTestId('site-footer');
  expect(within(footer).getByRole('link', { name: '+7 495 123-45-67' })).toHaveAttribute(
    'href',
    'tel:+74951234567',
  );
  expect(within(footer).getByRole('link', { name: 'Показать на карте' })).toHaveAttribute('target', '_blank');
  expect(within(footer).getByTestId('footer-inn')).toHaveTextContent('ИНН 7714123456');
  expect(footer).toHaveTextContent('© 2004–2026 «Горизонт Девелопмент».');
  expect(
    within(footer).getByRole('link', { name: 'Политика обработки персональных данных' }),
  ).toHaveAttribute('href', '/personal-data-processing-policy');
  expect(within(footer).getByRole('link', { name: 'ВКонтакте' })).toHaveAttribute('href', 'https://vk.com/x');
});

it('lays the footer out by the stylesheet only: the same markup at every width', () => {
  const markup = (width: number) => {
    setWidth(width);
    const { container, unmount } = renderInFrame(<Footer />);
    const html = container.innerHTML.replace(/_r_\w+_/g, 'id');
    unmount();
    return html;
  };
  expect(markup(375)).toBe(markup(1440));
});

it('shows the five navigation groups, each a heading over its links that folds on phone-wide screens', async () => {
  renderInFrame(<Footer />);
  const nav = screen.getByRole('navigation', { name: 'Навигация по сайту' });
  // both the wide heading's text and the phone's toggle are in the markup; the media query shows one
  expect(within(nav).getAllByRole('heading').map((heading) => heading.querySelector('button')?.textContent)).toEqual([
    'Проекты',
    'Недвижимость',
    'Способы покупки',
    'Пресс-центр',
    'Клиентам',
  ]);
  const projects = within(nav).getByRole('button', { name: 'Проекты' });
  expect(projects).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(projects);
  expect(projects).toHaveAttribute('aria-expanded', 'true');
  expect(within(nav).getByRole('link', { name: 'Сокольники Парк' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Офис продаж' })).toHaveAttribute('aria-expanded', 'false');
});

it('opens the privacy policy in the modal host', async () => {
  setWidth(1440);
  renderInFrame(
    <>
      <ModalHost />
      <Footer />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Политика конфиденциальности' }));
  expect(screen.getByRole('dialog', { name: 'Политика конфиденциальности' })).toHaveTextContent('Политика');
});
