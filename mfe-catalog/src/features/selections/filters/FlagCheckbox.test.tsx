import { fireEvent, render, screen } from '@testing-library/react';
import { FlagCheckbox } from './FlagCheckbox';

describe('FlagCheckbox', () => {
  it('shows a click at once and then follows the URL', () => {
    const onChange = jest.fn();
    const { rerender } = render(
      <FlagCheckbox label="Не первый этаж" checked={false} left={12} onChange={onChange} />,
    );
    const box = screen.getByLabelText('Не первый этаж (12)');
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
    // the navigation has not arrived yet, the box already shows the click
    expect(screen.getByRole('checkbox')).toBeChecked();
    rerender(<FlagCheckbox label="Не первый этаж" checked left={12} onChange={onChange} />);
    expect(screen.getByRole('checkbox')).toBeChecked();
    // Back: the URL says off again
    rerender(<FlagCheckbox label="Не первый этаж" checked={false} left={12} onChange={onChange} />);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('is disabled when switching it on would leave nothing, but can always be switched off', () => {
    const { rerender } = render(
      <FlagCheckbox label="Только свободные" checked={false} left={0} onChange={jest.fn()} />,
    );
    expect(screen.getByRole('checkbox')).toBeDisabled();
    rerender(<FlagCheckbox label="Только свободные" checked left={0} onChange={jest.fn()} />);
    expect(screen.getByRole('checkbox')).toBeEnabled();
  });
});
