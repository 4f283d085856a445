import type { Page as Paginated } from '../../http/schema/responses';
import type { BaseData } from '@estate/shared-api/dto/baseData';
import type { City } from '@estate/shared-api/dto/cities';
import type { GenplanProject } from '@estate/shared-api/dto/genplan';
import type { LotCard, LotDetail } from '../../shared/lots/lotSchemas';
import type { ProjectCard, ProjectDetail } from '@estate/shared-api/dto/projects';
import type { PublicationCard, PublicationDetail } from '../../shared/publications/publicationSchemas';
import type { SelectionCard } from '@estate/shared-api/dto/marketing';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';

/** List endpoints behind the site's pages: each must have real content in each city. */
const LISTS = [
  '/api/projects/?city={city}',
  '/api/projects_commercial/?city={city}',
  '/api/flats/?city={city}',
  '/api/commercial/?city={city}',
  '/api/parking/?city={city}',
  '/api/storage/?city={city}',
  '/api/layouts/?city={city}',
  '/api/progress/?city={city}',
  '/api/documents/?city={city}',
  '/api/publications/?city={city}&type=news&for_owners=false&limit=9',
  '/api/publications/?city={city}&type=telegram&for_owners=false&limit=9',
  '/api/offices/?city={city}',
  '/api/excursions/?city={city}',
  '/api/selection_cards/?city={city}',
  '/api/promo/?city={city}',
  '/api/installment/?city={city}',
  '/api/infras/?city={city}',
  '/api/mortgage_programs/',
  '/api/purchase_methods_pages/',
  '/api/infras_categories/',
];

describe.each(backends())('site content on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend, { TRUST_PROXY: 'loopback' });
  });
  afterAll(() => test?.close());

  const get = async <T>(url: string): Promise<T> => {
    const response = await test.app.inject({ method: 'GET', url });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return response.json<T>();
  };

  it.each(['moskva', 'tula'])('every list page has content in %s', async (city) => {
    for (const template of LISTS) {
      const url = template.replace('{city}', city);
      const page = await get<Paginated<unknown>>(url);
      expect({ url, empty: page.results.length === 0 }).toEqual({ url, empty: false });
    }
    const news = await get<Paginated<PublicationCard>>(`/api/publications/?city=${city}&type=news&for_owners=false&limit=9`);
    expect(news.results).toHaveLength(9);
    expect(news.results.every((item) => item.city === city && item.type === 'news' && !item.for_owners)).toBe(true);
    const cards = await get<Paginated<SelectionCard>>(`/api/selection_cards/?city=${city}`);
    expect(cards.results.every((card) => card.count > 0)).toBe(true);
  });

  it('serves base data with counts computed from the lots', async () => {
    const cities = await get<City[]>('/api/cities/');
    expect(cities.map((city) => city.slug)).toEqual(['moskva', 'tula']);
    const base = await get<BaseData>('/api/base_page/?city=tula');
    expect(base.inn).toMatch(/^\d{10}$/);
    expect(base.purchase_methods_pages).toContainEqual({ id: 3, name: 'Ипотека' });
    expect(base.property_tags.length).toBeGreaterThan(0);
    expect(base.central_sales_office).toMatchObject({ phone_number: expect.stringMatching(/^\+7\d{10}$/), coords: { lat: expect.any(Number), lng: expect.any(Number) } });
    const flats = await get<Paginated<LotCard>>('/api/flats/?city=tula&rooms=2&is_apartment=false&limit=1');
    expect(base.property_count_fields.flat_2_rooms_count).toBe(flats.count);
    expect(cities.find((city) => city.slug === 'tula')?.property_count).toBeGreaterThan(flats.count);
    const guess = await test.app.inject({ method: 'GET', url: '/api/cities/guess-city/', headers: { 'x-forwarded-host': 'tula.localhost:8080' } });
    expect(guess.json<City>().slug).toBe('tula');
  });

  it('opens details from the lists: project with its declaration, lot with similar ones, publication with others', async () => {
    const projects = await get<Paginated<ProjectCard>>('/api/projects/?city=moskva');
    const project = await get<ProjectDetail>(`/api/projects/${projects.results[0]!.slug}/`);
    expect(project.declaration_url).toContain('наш.дом.рф');
    expect(project.developer).toContain('Горизонт');
    expect(project.buildings.length).toBeGreaterThan(0);
    expect((await test.app.inject({ method: 'GET', url: '/api/projects/no-such-project/' })).statusCode).toBe(404);

    const lots = await get<Paginated<LotCard>>(`/api/flats/?project=${project.slug}&limit=1`);
    const lot = await get<LotDetail>(`/api/flats/${lots.results[0]!.id}/`);
    expect(lot.project.slug).toBe(project.slug);
    expect(lot.layout_image).toMatch(/^\/img\/layouts\//);
    expect(lot.project_kind).toBe('residential');
    // premises are sold on the ground floors of residential complexes too: their project's kind says where its page is
    const premises = await get<Paginated<LotCard>>(`/api/commercial/?project=${project.slug}&limit=1`);
    expect((await get<LotDetail>(`/api/commercial/${premises.results[0]!.id}/`)).project_kind).toBe('residential');
    const similar = await get<LotCard[]>(`/api/flats/${lot.id}/similar/`);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.every((item) => item.id !== lot.id && item.rooms === lot.rooms)).toBe(true);

    const publications = await get<Paginated<PublicationCard>>('/api/publications/?city=tula&limit=1');
    const publication = await get<PublicationDetail>(`/api/publications/${publications.results[0]!.slug}/`);
    expect(publication.body).toContain('<p>');
    expect((await get<PublicationCard[]>(`/api/publications/${publication.slug}/other/`)).length).toBe(3);

    const genplan = await get<GenplanProject>(`/api/genplan/?project=${project.slug}`);
    const floor = genplan.buildings[0]?.sections?.[0]?.floors.find((item) => item.number > 1);
    expect(genplan.buildings[0]?.polygon.length).toBeGreaterThanOrEqual(4);
    // the master plan's buildings count the project's offer as its header does: flats and apartments, same totals
    expect(genplan.buildings.reduce((sum, building) => sum + building.lots_count, 0)).toBe(project.lots_count);
    expect(Math.min(...genplan.buildings.flatMap((building) => (building.min_price === null ? [] : [building.min_price])))).toBe(project.min_price);
    expect(floor?.lots?.[0]?.position).toMatchObject({ x: expect.any(Number), y: expect.any(Number) });
  });
});
