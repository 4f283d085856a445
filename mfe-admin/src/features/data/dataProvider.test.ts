import { HttpError } from 'react-admin';
import { dataProvider } from './dataProvider';

const answers: { url: string; init?: RequestInit }[] = [];

function answer(status: number, body: unknown) {
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    answers.push({ url: String(url), init });
    // what the client reads of an answer (jsdom has no Response)
    return { ok: status < 400, status, headers: { get: () => 'application/json' }, text: async () => JSON.stringify(body) } as unknown as Response;
  }) as typeof fetch;
}

describe('the back office’s data provider', () => {
  beforeEach(() => {
    answers.length = 0;
    document.cookie = 'csrftoken=token-1';
  });

  it('reads a page of a content resource with its filters, as limit and offset', async () => {
    answer(200, { count: 41, next: null, previous: null, results: [{ id: 3, title: 'Новость' }] });
    const page = await dataProvider.getList('publications', { pagination: { page: 3, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: { q: 'нов', city_id: 1, status: '' } });
    expect(page).toEqual({ data: [{ id: 3, title: 'Новость' }], total: 41 });
    expect(answers[0]!.url).toBe(`/api/admin/content/publications/?q=${encodeURIComponent("нов")}&city_id=1&limit=20&offset=40`);
  });

  it('reads leads, lots and the audit log from their own endpoints', async () => {
    answer(200, { count: 0, next: null, previous: null, results: [] });
    for (const resource of ['leads', 'lots', 'audit', 'staff', 'imports']) await dataProvider.getList(resource, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(answers.map(({ url }) => url.split('?')[0])).toEqual(['/api/admin/leads/', '/api/admin/lots/', '/api/admin/audit/', '/api/admin/staff/', '/api/admin/imports/']);
  });

  it('turns the API’s field errors into the form’s, and writes with the CSRF token', async () => {
    answer(400, { city_id: ['Выберите существующую запись.'] });
    const failed = dataProvider.create('publications', { data: { city_id: 99 } });
    await expect(failed).rejects.toBeInstanceOf(HttpError);
    await expect(failed).rejects.toMatchObject({ status: 400, message: 'Выберите существующую запись.', body: { errors: { city_id: 'Выберите существующую запись.' } } });
    expect((answers[0]!.init?.headers as Record<string, string>)['X-CSRFToken']).toBe('token-1');
  });

  it('looks references up by title, whichever role asks', async () => {
    answer(200, [{ id: 1, title: 'Москва' }, { id: 2, title: 'Тула' }]);
    expect(await dataProvider.getMany('cities', { ids: [2] })).toEqual({ data: [{ id: 2, title: 'Тула' }] });
    expect(await dataProvider.getList('cities', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'мос' }, meta: { reference: true } })).toEqual({ data: [{ id: 1, title: 'Москва' }], total: 1 });
    expect(answers.every(({ url }) => url === '/api/admin/references/cities/')).toBe(true);
  });
});
