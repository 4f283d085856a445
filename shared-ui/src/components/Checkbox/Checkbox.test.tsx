import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by its label', async () => {
    const onChange = jest.fn();
    render(<Checkbox label="Я принимаю политику" onChange={onChange} />);
    await userEvent.click(screen.getByText('Я принимаю политику'));
    expect(screen.getByRole('checkbox', { name: 'Я принимаю политику' })).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows an error state tied to the box', () => {
    render(<Checkbox label="Согласие" error="Это обязательное поле" />);
    const box = screen.getByRole('checkbox', { name: 'Согласие' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Это обязательное поле');
  });

  it('marks an error without a text and can be disabled', async () => {
    render(<Checkbox label="Согласие" error disabled />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).not.toHaveAttribute('aria-describedby');
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });
});
