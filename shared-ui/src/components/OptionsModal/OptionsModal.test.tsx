import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { OptionsModal } from './OptionsModal';
import type { SelectOption } from '../Select/selectModel';

const projects: SelectOption[] = [
  { value: '', label: 'Все проекты' },
  { value: 'park', label: 'Парк', count: 120 },
  { value: 'river', label: 'Река', count: 8 },
  { value: 'hill', label: 'Холм' },
];

function Multiple() {
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState<string[]>([]);
  return (
    <MemoryRouter>
      <output data-testid="value">{value.join(',')}</output>
      <output data-testid="open">{String(open)}</output>
      <OptionsModal multiple open={open} onClose={() => setOpen(false)} title="Проект" options={projects} facets={['park', 'river']} value={value} onChange={setValue} />
    </MemoryRouter>
  );
}

describe('OptionsModal', () => {
  it('shows a titled dialog with a close button; disabled options cannot be chosen', async () => {
    render(<Multiple />);
    expect(screen.getByRole('dialog', { name: 'Проект' })).toBeInTheDocument();
    const hill = screen.getByRole('checkbox', { name: 'Холм' });
    expect(hill).toBeDisabled();
    await userEvent.click(hill);
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.getByTestId('open')).toHaveTextContent('false');
  });

  it('lists the chosen labels with a reset button, and apply closes', async () => {
    render(<Multiple />);
    await userEvent.click(screen.getByRole('checkbox', { name: /Парк/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Река/ }));
    expect(screen.getByText('Парк, Река')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('park,river');

    await userEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Сбросить' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /Река/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(screen.getByTestId('open')).toHaveTextContent('false');
    expect(screen.getByTestId('value')).toHaveTextContent('river');
  });

  it('picks one value and closes in single selection', async () => {
    const onChange = jest.fn();
    const onClose = jest.fn();
    render(<OptionsModal open onClose={onClose} title="Проект" options={projects} value="" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: /Река/ }));
    expect(onChange).toHaveBeenCalledWith('river');
    expect(onClose).toHaveBeenCalled();
  });
});
