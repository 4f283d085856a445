import { offerHref } from './offerHref';
import { sitePaths } from '@estate/shared-api/links/sitePaths';

describe('links from a project into the selection', () => {
  it('filter the selection by the project and the line', () => {
    expect(offerHref('residential', 'sady', { key: 'rooms_2' })).toBe('/selections/flat?project=sady&rooms=2');
    expect(offerHref('residential', 'sady', { key: 'rooms_0' })).toBe('/selections/flat?project=sady&rooms=0');
    expect(offerHref('residential', 'sady', { key: 'parking' })).toBe('/selections/parking?project=sady');
    expect(offerHref('commercial', 'port', { key: 'commercial' })).toBe('/selections/commercial?project=port');
    expect(offerHref('commercial', 'port', { key: 'other' })).toBe('/selections/commercial?project=port');
  });

  it('lead to all lots of the project', () => {
    expect(sitePaths.projectSelection('residential', 'sady')).toBe('/selections/flat?project=sady');
    expect(sitePaths.projectSelection('commercial', 'port')).toBe('/selections/commercial?project=port');
  });
});
