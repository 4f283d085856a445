import type { Paginated } from '@estate/shared-api/dto/common';
import type { PublicationCard } from '@estate/shared-api/dto/publications';
import { backends } from '../testing/testEnv';
import { createTestApp, type TestApp } from '../testing/testApp';
import { createStaff, signIn } from '../testing/testStaff';
import { multipart, TestVisitor } from '../testing/testVisitor';
import type { Row } from '../features/adminContent/contentResource';
import { publishDue } from '../features/publicationSchedule/publicationSchedule';

const newsList = (visitor: TestVisitor) => visitor.get('/api/publications/?city=moskva&type=news&limit=50');

describe.each(backends())('editing the site in the back office on %s', (backend) => {
  let test: TestApp;
  let editor: TestVisitor;

  beforeAll(async () => {
    test = await createTestApp(backend);
    editor = (await signIn(test, await createStaff(test.db, 'editor'))).browser;
  });
  afterAll(() => test?.close());

  const publication = (overrides: Row = {}) => ({
    title: 'Стартовали продажи нового корпуса',
    type: 'news',
    city_id: 1,
    project_id: null,
    lead: 'Коротко о главном',
    body: '<p>Текст <strong>новости</strong></p><script>alert(1)</script><p style="color:red" onclick="x()">ещё</p>',
    cover: 'press/cover-1.jpg',
    images: [],
    for_owners: false,
    status: 'draft',
    published_at: new Date(test.ctx.now().getTime() + 60_000).toISOString(),
    ...overrides,
  });

  it('keeps a draft from visitors, schedules it, and the scheduler publishes it at its time', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const created = await editor.post('/api/admin/content/publications/', publication());
    expect(created.statusCode).toBe(201);
    const draft = created.json<Row>();
    expect(draft).toMatchObject({ status: 'draft', slug: expect.stringMatching(/^startovali-prodazhi-novogo-korpusa-/) });
    expect(draft.body).toBe('<p>Текст <strong>новости</strong></p><p>ещё</p>');
    expect((await visitor.get(`/api/publications/${String(draft.slug)}/`)).statusCode).toBe(404);

    const scheduled = await editor.request({ method: 'PUT', url: `/api/admin/content/publications/${String(draft.id)}/`, payload: { ...draft, status: 'published' } });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: 'scheduled' });
    expect(await publishDue(test.db, test.ctx.now())).toEqual([]);
    const before = (await newsList(visitor)).json<Paginated<PublicationCard>>();
    expect(before.results.map((card) => card.slug)).not.toContain(draft.slug);

    test.advance(60_000);
    expect(await publishDue(test.db, test.ctx.now())).toEqual([draft.slug]);
    await test.ctx.dataVersion.refresh();
    const after = (await newsList(visitor)).json<Paginated<PublicationCard>>();
    expect(after.results.map((card) => card.slug)).toContain(draft.slug);
    expect((await visitor.get(`/api/publications/${String(draft.slug)}/`)).statusCode).toBe(200);
    const sitemap = await visitor.get('/sitemaps/1.xml', { host: 'localhost:8080' });
    expect(sitemap.body).toContain(`/press/${String(draft.slug)}`);
  });

  it('publishes at once when the time has come, and refuses a bad record with field errors', async () => {
    const now = await editor.post('/api/admin/content/publications/', publication({ status: 'published', published_at: test.ctx.now().toISOString() }));
    expect(now.json()).toMatchObject({ status: 'published' });
    const bad = await editor.post('/api/admin/content/publications/', publication({ city_id: 999, title: 'x' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ city_id: ['Выберите существующую запись.'] });
  });

  it('stores a new agreement version with the next lead, and never changes an old one', async () => {
    const lawyer = editor;
    const created = await lawyer.post('/api/admin/content/agreements/', { version: '2026-12-01', title: 'Согласие на обработку персональных данных', text: '<p>Новая редакция</p>', published_at: '2026-12-01' });
    expect(created.statusCode).toBe(201);
    expect((await lawyer.request({ method: 'PUT', url: '/api/admin/content/agreements/2026-12-01/', payload: { text: 'x' } })).statusCode).toBe(404);
    const visitor = await new TestVisitor(test.app).start();
    expect((await visitor.get('/api/personal_data_agreement/')).json()).toMatchObject({ version: '2026-12-01' });
    const { payload, headers } = multipart({ type: 'questions', url: 'http://localhost:8080/', phone: '+7 916 555-01-01', site_city: 'moskva' });
    expect((await visitor.post('/api/requests/', payload, { headers })).statusCode).toBe(201);
    const { rows } = await test.db.query<{ consent_version: string }>("select consent_version from requests where phone = '+79165550101'");
    expect(rows[0]?.consent_version).toBe('2026-12-01');

    const sales = (await signIn(test, await createStaff(test.db, 'sales'))).browser;
    const leads = (await sales.get('/api/admin/leads/')).json<Paginated<Row>>();
    expect(leads.results[0]).toMatchObject({ phone: '+79165550101', consent_version: '2026-12-01', delivery: 'pending', delivery_label: 'Ожидает отправки' });
    const csv = await sales.get('/api/admin/leads/export.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('+79165550101');
    expect((await sales.request({ method: 'PUT', url: '/api/admin/content/base_pages/1/', payload: { inn: '1' } })).statusCode).toBe(403);
    const logged = await test.db.query<{ action: string }>("select action from audit_log where resource = 'leads' order by id");
    expect(logged.rows.map((row) => row.action)).toEqual(['read', 'export']);
  });

  it('shows an edit on the public read at once and logs it before and after', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const base = (await visitor.get('/api/base_page/?city=moskva')).json<{ inn: string }>();
    const changed = await editor.request({ method: 'PUT', url: '/api/admin/content/base_pages/1/', payload: { inn: '7700000001' } });
    expect(changed.statusCode).toBe(200);
    expect((await visitor.get('/api/base_page/?city=moskva')).json()).toMatchObject({ inn: '7700000001' });
    const admin = (await signIn(test, await createStaff(test.db, 'admin'))).browser;
    const audit = (await admin.get('/api/admin/audit/?resource=base_pages')).json<Paginated<Row>>();
    expect(audit.results[0]).toMatchObject({ action: 'update', record_id: '1', before: { inn: base.inn }, after: { inn: '7700000001' } });
    expect(String(audit.results[0]!.staff_email)).toMatch(/^editor-/);
  });

  it('lets the projects role set the classifieds’ ids, which every feed writes', async () => {
    const projects = (await signIn(test, await createStaff(test.db, 'projects'))).browser;
    const building = (await projects.get('/api/admin/content/buildings/?limit=1')).json<Paginated<Row>>().results[0]!;
    const put = await projects.request({ method: 'PUT', url: `/api/admin/content/buildings/${String(building.id)}/`, payload: { yandex_house_id: '9990001', cian_house_id: '8880001', avito_house_type: 'Кирпичный' } });
    expect(put.statusCode).toBe(200);
    const visitor = await new TestVisitor(test.app).start();
    const yandex = await visitor.get('/feeds/yandex-realty.xml', { host: 'localhost:8080' });
    expect(yandex.body).toContain('<yandex-house-id>9990001</yandex-house-id>');
    const avito = await visitor.get('/feeds/avito.xml', { host: 'localhost:8080' });
    expect(avito.body).toContain('<HouseType>Кирпичный</HouseType>');
  });
});
