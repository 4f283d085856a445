import { endpoints } from './endpoints';

/** Every function of the map, called with a sample argument. */
function allPaths(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'function') return [[prefix, (node as (arg: string) => string)('x')]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, child]) => allPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('endpoint map', () => {
  it('gives same-origin /api/ paths with a trailing slash for every entry', () => {
    const paths = allPaths(endpoints);
    expect(paths.length).toBeGreaterThan(100);
    for (const [name, path] of paths) {
      expect(`${name} ${path}`).toMatch(/ \/api\/[a-z_\-/x]+\/$/);
    }
  });

  it.each([
    [endpoints.cities.list(), '/api/cities/'],
    [endpoints.cities.guess(), '/api/cities/guess-city/'],
    [endpoints.session.handoff(), '/api/session/handoff/'],
    [endpoints.content.basePage(), '/api/base_page/'],
    [endpoints.projects.detail('zelenyj-kvartal'), '/api/projects/zelenyj-kvartal/'],
    [endpoints.projects.buildings('park'), '/api/projects/park/buildings/'],
    [endpoints.flats.similar(15), '/api/flats/15/similar/'],
    [endpoints.commercial.priceHistory(15), '/api/commercial/15/price_history/'],
    [endpoints.favorites.statistics(), '/api/favorites/statistics/'],
    [endpoints.favorites.item(7), '/api/favorites/7/'],
    [endpoints.favorites.clear(), '/api/favorites/clear/'],
    [endpoints.comparisons.showDifferences(), '/api/comparisons/show_differences/'],
    [endpoints.requests.create(), '/api/requests/'],
    [endpoints.otp.validatePhone(), '/api/otp/validate/phone/'],
    [endpoints.personalAccount.loginByPhone(), '/api/personal_account/login_by_phone/'],
    [endpoints.viewed.withPersonalDiscount(), '/api/viewed/with_personal_discount/'],
    [endpoints.genplan.floor(12), '/api/genplan/floors/12/'],
    [endpoints.parking.selectionScheme(), '/api/parking/selection_scheme/'],
    [endpoints.infrastructure.category('schools'), '/api/infras_categories/schools/'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('percent-encodes slugs so a path cannot be escaped', () => {
    expect(endpoints.publications.detail('новости/../x')).toBe('/api/publications/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8%2F..%2Fx/');
  });
});
