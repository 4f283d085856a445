import type { Page as Paginated } from '../../http/schema/responses';
import type { PublicationCard, PublicationDetail } from '../../shared/publications/publicationSchemas';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { TestVisitor } from '../../testing/testVisitor';
import { csrfMessages } from '../../shared/session/csrf';
import { devPublicationMessages } from './devPublicationInput';

const HOSTILE = '<p>Текст</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">ссылка</a>';

describe.each(backends())('POST and DELETE /api/dev/publications/ on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend, { API_DEV_ENDPOINTS: '1' });
  });
  afterAll(() => test?.close());

  const storedBody = async (slug: string) =>
    (await test.db.query<{ body: string }>('select body from publications where slug = $1', [slug])).rows[0]?.body;

  const contentVersion = async () =>
    (await test.db.query<{ version: number }>("select version from data_versions where scope = 'content'")).rows[0]?.version ?? 0;

  it('stores the raw body, answers 201 with the sanitised detail, lists it, and deletes it again', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const versionBefore = await contentVersion();
    const created = await visitor.post('/api/dev/publications/', {
      city: 'moskva',
      type: 'news',
      slug: 'press-e2e-hostile-1',
      title: 'Публикация с опасным HTML',
      lead: 'Проверка',
      body: HOSTILE,
      cover: '/img/press/cover-3.jpg',
      images: ['renders/render-1.jpg'],
      published_at: '2099-01-02T03:04:05Z',
    });
    expect(created.statusCode).toBe(201);
    const detail = created.json<PublicationDetail>();
    expect(detail).toMatchObject({
      slug: 'press-e2e-hostile-1',
      type: 'news',
      type_label: 'Новости',
      title: 'Публикация с опасным HTML',
      lead: 'Проверка',
      cover: '/img/press/cover-3.jpg',
      images: ['/img/renders/render-1.jpg'],
      city: 'moskva',
      project: null,
      telegram_url: null,
      for_owners: false,
      published_at: '2099-01-02T03:04:05.000Z',
    });
    expect(detail.body).toContain('<p>Текст</p>');
    expect(detail.body).not.toMatch(/<script|onerror|javascript:/);

    expect(await storedBody('press-e2e-hostile-1')).toBe(HOSTILE);
    expect(await contentVersion()).toBe(versionBefore + 1);
    const shown = await visitor.get('/api/publications/press-e2e-hostile-1/');
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual(detail);
    const list = (await visitor.get('/api/publications/?city=moskva&type=news&for_owners=false&limit=1')).json<Paginated<PublicationCard>>();
    expect(list.results[0]?.slug).toBe('press-e2e-hostile-1');
    expect((await visitor.get('/api/publications/?city=tula&limit=100')).json<Paginated<PublicationCard>>().results.map((item) => item.slug)).not.toContain(
      'press-e2e-hostile-1',
    );

    const removed = await visitor.delete('/api/dev/publications/press-e2e-hostile-1/');
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await visitor.get('/api/publications/press-e2e-hostile-1/')).statusCode).toBe(404);
    expect(await storedBody('press-e2e-hostile-1')).toBeUndefined();
    const again = await visitor.delete('/api/dev/publications/press-e2e-hostile-1/');
    expect(again.statusCode).toBe(404);
    expect(await contentVersion()).toBe(versionBefore + 2);
    expect(again.json()).toEqual({ detail: 'Не найдено.' });
  });

  it('fills in the defaults: a slug from the title with a suffix, empty lead, a seeded cover, no images, not for owners, now', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const before = test.ctx.now().getTime();
    const first = await visitor.post('/api/dev/publications/', { city: 'tula', type: 'telegram', title: 'Старт продаж в «Заречье»', body: '<p>Тело</p>' });
    const second = await visitor.post('/api/dev/publications/', { city: 'tula', type: 'telegram', title: 'Старт продаж в «Заречье»', body: '<p>Тело</p>' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const [one, two] = [first.json<PublicationDetail>(), second.json<PublicationDetail>()];
    expect(one.slug).toMatch(/^start-prodazh-v-zareche-\d+$/);
    expect(two.slug).toMatch(/^start-prodazh-v-zareche-\d+$/);
    expect(two.slug).not.toBe(one.slug);
    expect(two.id).toBeGreaterThan(one.id);
    expect(one).toMatchObject({ city: 'tula', type: 'telegram', type_label: 'Telegram', lead: '', images: [], for_owners: false, body: '<p>Тело</p>' });
    expect(one.cover).toMatch(/^\/img\/press\/cover-\d\.jpg$/);
    const { rows } = await test.db.query<{ count: number }>('select count(*)::int as count from images where path = $1', [one.cover.slice('/img/'.length)]);
    expect(rows[0]?.count).toBe(1);
    const published = new Date(one.published_at).getTime();
    expect(published).toBeGreaterThanOrEqual(before - 1000);
    expect(published).toBeLessThanOrEqual(test.ctx.now().getTime() + 1000);

    const owners = await visitor.post('/api/dev/publications/', { city: 'moskva', type: 'news', title: 'Для жильцов', body: '<p>x</p>', for_owners: true });
    expect(owners.json<PublicationDetail>().for_owners).toBe(true);
  });

  it('answers a bad body with 400 per field and stores nothing', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const count = async () => (await test.db.query<{ count: number }>('select count(*)::int as count from publications')).rows[0]?.count;
    const before = await count();

    const empty = await visitor.post('/api/dev/publications/', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ city: ['Это обязательное поле'], type: ['Это обязательное поле'], title: ['Это обязательное поле'], body: ['Это обязательное поле'] });

    const wrong = await visitor.post('/api/dev/publications/', {
      city: 'piter',
      type: 'blog',
      slug: 'с пробелом',
      title: 'x'.repeat(301),
      body: 42,
      images: 'press/cover-1.jpg',
      for_owners: 'maybe',
      published_at: 'вчера',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      type: ['Выберите корректный вариант. blog нет среди допустимых значений.'],
      slug: [devPublicationMessages.slug],
      title: ['Превышено максимальное число символов'],
      body: [devPublicationMessages.notString],
      images: [devPublicationMessages.notList],
      for_owners: ['Введите true или false.'],
      published_at: [devPublicationMessages.datetime],
    });

    const nowhere = await visitor.post('/api/dev/publications/', { city: 'piter', type: 'news', title: 'Где-то', body: '<p>x</p>' });
    expect(nowhere.json()).toEqual({ city: ['Выберите корректный вариант. piter нет среди допустимых значений.'] });

    const taken = (await test.db.query<{ slug: string }>('select slug from publications order by id limit 1')).rows[0]!.slug;
    const duplicate = await visitor.post('/api/dev/publications/', { city: 'moskva', type: 'news', slug: taken, title: 'Дубль', body: '<p>x</p>' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ slug: [devPublicationMessages.slugTaken] });

    const list = await visitor.post('/api/dev/publications/', [1, 2]);
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({ detail: 'Некорректное тело запроса.' });
    expect(await count()).toBe(before);
  });

  it('needs the CSRF header like every unsafe request', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const refused = await visitor.post('/api/dev/publications/', { city: 'moskva', type: 'news', slug: 'no-csrf', title: 'Без токена', body: '<p>x</p>' }, { csrf: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: csrfMessages.token });
    expect(await storedBody('no-csrf')).toBeUndefined();

    const { rows } = await test.db.query<{ slug: string }>('select slug from publications order by id limit 1');
    const slug = rows[0]!.slug;
    expect((await visitor.delete(`/api/dev/publications/${slug}/`, { csrf: false })).statusCode).toBe(403);
    expect((await visitor.get(`/api/publications/${slug}/`)).statusCode).toBe(200);
  });
});
