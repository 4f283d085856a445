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

  it('folding on phone-wide screens only, keeps its content in the markup for wider ones to show', async () => {
    render(
      <Accordion title="Проекты" fold="narrow">
        <a href="/projects/park">Парк</a>
      </Accordion>,
    );
    const trigger = screen.getByRole('button', { name: 'Проекты' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // no hidden attribute: the stylesheet hides it below 768 px while closed
    expect(screen.getByRole('link', { name: 'Парк' }).closest('[hidden]')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('ПроектыПроекты'); // the wide title and the phone's toggle
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });
});
