// product §4 select rules through the keyboard and the mouse, as a visitor uses them.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Select } from './Select';
import type { SelectOption } from './selectModel';

const rooms: SelectOption[] = [
  { value: '', label: 'Любая' },
  { value: '0', label: 'Студия', count: 12 },
  { value: '1', label: '1-комнатная', count: 30 },
  { value: '2', label: '2-комнатная', count: 4 },
];

function Single({ options = rooms, facets, onChange }: { options?: SelectOption[]; facets?: string[]; onChange?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <Select
        label="Комнатность"
        placeholder="Выберите"
        options={options}
        facets={facets}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button">Дальше</button>
    </>
  );
}

function Multiple({ options = rooms, facets, initial = [] }: { options?: SelectOption[]; facets?: string[]; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <Select multiple label="Комнатность" options={options} facets={facets} value={value} onChange={setValue} />
      <output data-testid="chosen">{value.join(',')}</output>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Комнатность' });
const highlighted = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('Select: keyboard (product §4)', () => {
  it('opens with Enter, moves the highlight with the arrows, wrapping around both ends', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.tab();
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(highlighted()).toBe('Любая');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(highlighted()).toBe('2-комнатная4');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Любая');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe('2-комнатная4');
  });

  it('picks the highlighted option with Enter and closes', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Single onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('0');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveTextContent('Студия');

    await user.keyboard('{Enter}');
    expect(highlighted()).toBe('Студия12');
  });

  it('toggles the menu with Enter when nothing is highlighted', async () => {
    const user = userEvent.setup();
    render(<Single options={[{ value: '1', label: 'Только', disabled: true }]} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(highlighted()).toBeNull();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes with Esc and keeps the value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Single onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox()).toHaveFocus();
  });

  it('blurs with Tab: focus moves on and the list closes', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Дальше' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('skips disabled options when moving the highlight', async () => {
    const user = userEvent.setup();
    render(<Single facets={['2']} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('2-комнатная4');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Любая');
  });
});

describe('Select: multiple selection (product §4)', () => {
  it('adds values, removes a chosen one, and the empty value clears; the list stays open', async () => {
    const user = userEvent.setup();
    render(<Multiple />);
    await user.click(combobox());
    const list = screen.getByRole('listbox');
    expect(list).toHaveAttribute('aria-multiselectable', 'true');

    await user.click(within(list).getByRole('option', { name: /Студия/ }));
    await user.click(within(list).getByRole('option', { name: /1-комнатная/ }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('0,1');
    expect(within(list).getByRole('option', { name: /Студия/ })).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveTextContent('Студия, 1-комнатная');

    await user.click(within(list).getByRole('option', { name: /Студия/ }));
    expect(screen.getByTestId('chosen')).toHaveTextContent(/^1$/);

    await user.click(within(list).getByRole('option', { name: 'Любая' }));
    expect(screen.getByTestId('chosen')).toBeEmptyDOMElement();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('toggles with Enter from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Multiple initial={['2']} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(highlighted()).toBe('2-комнатная4');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chosen')).toBeEmptyDOMElement();
    await user.keyboard('{ArrowUp}{Enter}{ArrowUp}{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('1,0');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe('Любая');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chosen')).toBeEmptyDOMElement();
  });
});

describe('Select: facets and disabled states (product §4)', () => {
  it('disables options outside the facets list; clicking one does nothing', async () => {
    const user = userEvent.setup();
    render(<Multiple facets={['1']} />);
    await user.click(combobox());
    const studio = screen.getByRole('option', { name: /Студия/ });
    expect(studio).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: /1-комнатная/ })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('option', { name: 'Любая' })).not.toHaveAttribute('aria-disabled');
    await user.click(studio);
    expect(screen.getByTestId('chosen')).toBeEmptyDOMElement();
  });

  it('is disabled without options', async () => {
    const user = userEvent.setup();
    render(<Single options={[]} />);
    expect(combobox()).toHaveAttribute('aria-disabled', 'true');
    expect(combobox()).toHaveAttribute('tabindex', '-1');
    await user.click(combobox());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('disables sub-point buttons that the facets list lacks, and picks the others', async () => {
    const user = userEvent.setup();
    const options: SelectOption[] = [
      { value: '', label: 'Все корпуса' },
      { value: 'k1', label: 'Корпус 1', values: [{ value: 's1', label: '1' }, { value: 's2', label: '2' }] },
    ];
    render(<Multiple options={options} facets={['k1', 's2']} />);
    await user.click(combobox());
    const group = screen.getByRole('group', { name: 'Корпус 1' });
    const [first, second] = within(group).getAllByRole('option').slice(1);
    expect(first).toHaveAttribute('aria-disabled', 'true');
    expect(second).not.toHaveAttribute('aria-disabled');
    if (!first || !second) throw new Error('sub-points missing');
    await user.click(first);
    await user.click(second);
    expect(screen.getByTestId('chosen')).toHaveTextContent(/^s2$/);
  });

  it('is disabled when asked', () => {
    render(<Select label="Комнатность" options={rooms} value="" onChange={jest.fn()} disabled />);
    expect(combobox()).toHaveAttribute('aria-disabled', 'true');
  });
});
