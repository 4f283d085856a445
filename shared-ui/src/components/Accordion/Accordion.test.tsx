import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

describe('Accordion', () => {
  it('opens and closes, announcing its state', async () => {
    const onToggle = jest.fn();
    render(
      <Accordion title="Проекты" onToggle={onToggle}>
        <a href="/projects/park">Парк</a>
      </Accordion>,
    );
    const trigger = screen.getByRole('button', { name: 'Проекты' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Парк' })).toBeVisible();
    expect(onToggle).toHaveBeenLastCalledWith(true);

    await userEvent.click(trigger);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('follows a controlled state', async () => {
    const onToggle = jest.fn();
    render(
      <Accordion title="Адрес" open onToggle={onToggle}>
        Москва
      </Accordion>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Адрес' }));
    expect(onToggle).toHaveBeenCalledWith(false);
    expect(screen.getByText('Москва')).toBeVisible();
  });
});
