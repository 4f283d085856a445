import { itemsOf } from '@estate/shared-ui/components/Select/selectModel';
import { isAllowed, multiOptions } from './facetOptions';

const roomsSpec = {
  options: [
    { value: 0, label: 'Студия' },
    { value: 1, label: '1' },
    { value: 2, label: '2' },
    { value: 3, label: '3' },
    { value: 4, label: '4+' },
  ],
};

describe('facet-disabled options', () => {
  it('disables every option the facets do not list and counts the others', () => {
    const { options, allowed } = multiOptions(roomsSpec, [
      { value: 1, label: '1-комн.', count: 12 },
      { value: 2, label: '2-комн.', count: 3 },
    ], []);
    expect(options.map((option) => [option.value, option.count])).toEqual([
      ['0', undefined],
      ['1', 12],
      ['2', 3],
      ['3', undefined],
      ['4', undefined],
    ]);
    const disabled = itemsOf(options, allowed).filter((item) => item.disabled).map((item) => item.value);
    expect(disabled).toEqual(['0', '3', '4']);
    expect(isAllowed('2', allowed)).toBe(true);
    expect(isAllowed('4', allowed)).toBe(false);
  });

  it('keeps a chosen value choosable even when the other filters leave none of it', () => {
    const { allowed } = multiOptions(roomsSpec, [{ value: 1, label: '1', count: 4 }], ['3']);
    expect(isAllowed('3', allowed)).toBe(true);
    expect(isAllowed('0', allowed)).toBe(false);
  });

  it('disables nothing before the facets arrive', () => {
    const { options, allowed } = multiOptions(roomsSpec, undefined, []);
    expect(allowed).toBeUndefined();
    expect(itemsOf(options, allowed).some((item) => item.disabled)).toBe(false);
  });

  it('offers a value the facets know even if the specs do not (yet)', () => {
    const { options } = multiOptions({ options: [{ value: 'sady', label: 'Сады' }] }, [
      { value: 'sady', label: 'Сады', count: 2 },
      { value: 'novyi', label: 'Новый', count: 5 },
    ], []);
    expect(options.map((option) => option.label)).toEqual(['Сады', 'Новый']);
  });

  it('disables every option when the facets are empty', () => {
    const { options, allowed } = multiOptions(roomsSpec, [], []);
    expect(itemsOf(options, allowed).every((item) => item.disabled)).toBe(true);
  });
});
