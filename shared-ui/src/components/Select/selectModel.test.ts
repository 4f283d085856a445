import { itemsOf, moveHighlight, selectedLabels, toggleValue, type SelectOption } from './selectModel';

const options: SelectOption[] = [
  { value: '', label: 'Любой' },
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B', values: [{ value: 'b1', label: '1' }, { value: 'b2', label: '2' }] },
  { value: 'c', label: 'C', disabled: true },
];

describe('select model', () => {
  it('flattens sub-points and applies facets to options and sub-points, never to the empty value', () => {
    const items = itemsOf(options, ['a', 'b', 'b2']);
    expect(items.map((item) => [item.value, item.disabled])).toEqual([
      ['', false],
      ['a', false],
      ['b', false],
      ['b1', true],
      ['b2', false],
      ['c', true],
    ]);
    expect(itemsOf(options).filter((item) => item.disabled).map((item) => item.value)).toEqual(['c']);
  });

  it('moves the highlight over enabled items and wraps', () => {
    const items = itemsOf(options, ['a', 'b', 'b2']);
    expect(moveHighlight(items, 4, 1)).toBe(0); // b2 → past disabled c → wraps to ''
    expect(moveHighlight(items, 0, -1)).toBe(4); // '' → wraps back past c to b2
    expect(moveHighlight(items, 2, 1)).toBe(4); // b → skips b1
    expect(moveHighlight(itemsOf([{ value: 'x', label: 'x', disabled: true }]), -1, 1)).toBe(-1);
  });

  it('toggles values of a multiple select', () => {
    expect(toggleValue(['a'], { value: 'b', clears: false })).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], { value: 'a', clears: false })).toEqual(['b']);
    expect(toggleValue(['a', 'b'], { value: '', clears: true })).toEqual([]);
  });

  it('names the chosen values, display name first', () => {
    expect(selectedLabels([{ value: 'x', label: 'Длинное', displayName: 'Кор.' }, ...options], ['b2', 'x', 'zz'])).toEqual(['B: 2', 'Кор.']);
  });
});
