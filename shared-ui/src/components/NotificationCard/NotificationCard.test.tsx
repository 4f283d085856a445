import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NotificationCard, NOTIFICATION_CLEAR_MS } from './NotificationCard';

describe('NotificationCard', () => {
  it('announces the notice with its link and closes by the button', async () => {
    const onClose = jest.fn();
    render(
      <MemoryRouter>
        <NotificationCard title="Добавлено в избранное" link={{ href: '/favorites', label: 'Избранное' }} onClose={onClose} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Добавлено в избранное');
    expect(screen.getByRole('link', { name: 'Избранное' })).toHaveAttribute('href', '/favorites');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('clears itself after 3 s', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    render(<NotificationCard title="Добавлено к сравнению" onClose={onClose} duration={NOTIFICATION_CLEAR_MS} />);
    expect(NOTIFICATION_CLEAR_MS).toBe(3000);
    act(() => jest.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
