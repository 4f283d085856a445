import { act, screen } from '@testing-library/react';
import { renderInFrame } from '../../state/testFrame';
import { NOTICE_CLEAR_MS } from '../../state/notifications';
import { NotificationStrip } from './NotificationStrip';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows a bus notice as a card and clears it after 3 s', () => {
  const { shell } = renderInFrame(<NotificationStrip />);
  act(() =>
    shell().bus.next({
      type: 'notify',
      notice: { title: 'Добавлено в избранное', link: { href: '/favorites', label: 'Перейти' } },
    }),
  );
  expect(screen.getByRole('status')).toHaveTextContent('Добавлено в избранное');
  expect(screen.getByRole('link', { name: 'Перейти' })).toHaveAttribute('href', '/favorites');
  act(() => jest.advanceTimersByTime(NOTICE_CLEAR_MS - 1));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('status')).toBeNull();
});

it('closes a card with its close button', () => {
  const { shell } = renderInFrame(<NotificationStrip />);
  act(() => shell().bus.next({ type: 'notify', notice: { title: 'Готово' } }));
  act(() => screen.getByRole('button', { name: 'Закрыть' }).click());
  expect(screen.queryByRole('status')).toBeNull();
});
