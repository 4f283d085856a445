import { readGenplanState, writeGenplanState } from './genplanState';

describe('master plan state in the URL', () => {
  it('reads building, section and floor ids', () => {
    expect(readGenplanState(new URLSearchParams('building=3&section=7&floor=120'))).toEqual({ building: 3, section: 7, floor: 120 });
  });

  it('ignores a section or floor without a building and anything that is not an id', () => {
    expect(readGenplanState(new URLSearchParams('section=7&floor=1'))).toEqual({ building: null, section: null, floor: null });
    expect(readGenplanState(new URLSearchParams('building=abc'))).toEqual({ building: null, section: null, floor: null });
  });

  it('writes the state back, keeping other parameters', () => {
    const search = new URLSearchParams('tab=plan&building=3&floor=9');
    expect(writeGenplanState(search, { building: 4, section: null, floor: null })).toBe('tab=plan&building=4');
    expect(writeGenplanState(search, { building: null, section: null, floor: null })).toBe('tab=plan');
    const next = writeGenplanState(new URLSearchParams(''), { building: 4, section: 8, floor: 77 });
    expect(readGenplanState(new URLSearchParams(next))).toEqual({ building: 4, section: 8, floor: 77 });
  });
});
