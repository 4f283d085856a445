import { offerHref } from './offerHref';
import { projectSelectionHref } from '../../../shared/project/projectHref';

describe('links from a project into the selection', () => {
  it('filter the selection by the project and the line', () => {
    expect(offerHref('residential', 'sady', { key: 'rooms_2' })).toBe('/selections/flat?project=sady&rooms=2');
    expect(offerHref('residential', 'sady', { key: 'rooms_0' })).toBe('/selections/flat?project=sady&rooms=0');
    expect(offerHref('residential', 'sady', { key: 'parking' })).toBe('/selections/parking?project=sady');
    expect(offerHref('commercial', 'port', { key: 'commercial' })).toBe('/selections/commercial?project=port');
    expect(offerHref('commercial', 'port', { key: 'other' })).toBe('/selections/commercial?project=port');
  });

  it('lead to all lots of the project', () => {
    expect(projectSelectionHref('residential', 'sady')).toBe('/selections/flat?project=sady');
    expect(projectSelectionHref('commercial', 'port')).toBe('/selections/commercial?project=port');
  });
});
