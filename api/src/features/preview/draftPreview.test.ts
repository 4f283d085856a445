// A draft's preview: only staff who may edit it get it (from the staff session the shell passes on); everyone else
// gets a 404 as for a record that does not exist; the draft never reaches a public endpoint.
import type { Paginated } from '@estate/shared-api/dto/common';
import type { PublicationCard } from '@estate/shared-api/dto/publications';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createStaff, signIn } from '../../testing/testStaff';
import { TestVisitor } from '../../testing/testVisitor';
import { allows, STAFF_ROLES, type StaffRole } from '../../shared/staff/roles';

type Row = Record<string, unknown>;

describe.each(backends())('the preview of a draft on %s', (backend) => {
  let test: TestApp;
  const staff = new Map<StaffRole, TestVisitor>();
  let draft: Row;

  beforeAll(async () => {
    test = await createTestApp(backend);
    for (const role of STAFF_ROLES) staff.set(role, (await signIn(test, await createStaff(test.db, role))).browser);
    const created = await staff.get('editor')!.post('/api/admin/content/publications/', {
      title: 'Черновик о новом корпусе',
      type: 'news',
      city_id: 1,
      project_id: null,
      lead: 'Анонс черновика',
      body: '<p>Текст <strong>черновика</strong></p><script>alert(1)</script>',
      cover: 'press/cover-1.jpg',
      images: [],
      for_owners: false,
      status: 'draft',
      published_at: test.ctx.now().toISOString(),
    });
    expect(created.statusCode).toBe(201);
    draft = created.json<Row>();
  });
  afterAll(() => test?.close());

  const previewUrl = () => `/api/preview/publications/${String(draft.id)}/`;

  it('gives a draft publication to the roles that edit publications: its page and the reads with it in place, never cached', async () => {
    const response = await staff.get('editor')!.get(previewUrl());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const slug = String(draft.slug);
    const body = response.json<{ path: string; city: string; reads: Record<string, Row> }>();
    expect(body.path).toBe(`/press/${slug}`);
    expect(body.city).toBe('moskva');
    expect(body.reads[`/api/publications/${slug}/`]).toMatchObject({ slug, title: 'Черновик о новом корпусе', body: '<p>Текст <strong>черновика</strong></p>' });
    expect(Array.isArray(body.reads[`/api/publications/${slug}/other/`])).toBe(true);
  });

  it.each(STAFF_ROLES)('%s: allowed exactly when the role edits publications, else 404', async (role) => {
    const response = await staff.get(role)!.get(previewUrl());
    expect(response.statusCode).toBe(allows(role, 'editorial') ? 200 : 404);
    if (response.statusCode === 404) expect(response.body).not.toContain('Черновик');
  });

  it('answers 404 to nobody signed in, to a visitor’s session, to a forged or ended staff session', async () => {
    const anonymous = await test.app.inject({ method: 'GET', url: previewUrl() });
    expect(anonymous.statusCode).toBe(404);
    const visitor = await new TestVisitor(test.app).start();
    expect(visitor.cookies.size).toBeGreaterThan(0);
    expect((await visitor.get(previewUrl())).statusCode).toBe(404);
    const forged = await test.app.inject({ method: 'GET', url: previewUrl(), headers: { cookie: 'staff_session=forged' } });
    expect(forged.statusCode).toBe(404);
    const leaving = (await signIn(test, await createStaff(test.db, 'editor'))).browser;
    const token = leaving.cookies.get('staff_session');
    expect((await leaving.get(previewUrl())).statusCode).toBe(200);
    expect((await leaving.request({ method: 'DELETE', url: '/api/admin/session/' })).statusCode).toBe(204);
    const copied = await test.app.inject({ method: 'GET', url: previewUrl(), headers: { cookie: `staff_session=${String(token)}` } });
    expect(copied.statusCode).toBe(404);
  });

  it('sets the staff session for the admin endpoints and the shell’s previews only', async () => {
    const { response } = await signIn(test, await createStaff(test.db, 'editor'));
    const paths = (response.cookies as { name: string; path?: string }[]).filter((cookie) => cookie.name === 'staff_session').map((cookie) => cookie.path);
    expect(paths.sort()).toEqual(['/admin/preview/', '/api/admin/']);
  });

  it('previews an agreement version and the about page; unknown records and resources are 404', async () => {
    const editor = staff.get('editor')!;
    expect((await editor.post('/api/admin/content/agreements/', { version: 'preview-1', title: 'Согласие', text: '<p>Редакция для предпросмотра</p>', published_at: '2026-12-01' })).statusCode).toBe(201);
    const agreement = await editor.get('/api/preview/agreements/preview-1/');
    expect(agreement.json()).toMatchObject({ path: '/personal-data-processing-policy', reads: { '/api/personal_data_agreement/': { version: 'preview-1', text: '<p>Редакция для предпросмотра</p>' } } });
    const about = await editor.get('/api/preview/content_blocks/company/');
    expect(about.json()).toMatchObject({ path: '/about', reads: { '/api/company/': { description: expect.any(String) } } });
    for (const url of ['/api/preview/publications/999999/', '/api/preview/publications/x/', '/api/preview/content_blocks/booking/', '/api/preview/leads/1/']) {
      expect((await editor.get(url)).statusCode).toBe(404);
    }
  });

  it('keeps the draft out of every public read', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const slug = String(draft.slug);
    expect((await visitor.get(`/api/publications/${slug}/`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/publications/${slug}/other/`)).statusCode).toBe(404);
    const list = (await visitor.get('/api/publications/?city=moskva&limit=50')).json<Paginated<PublicationCard>>();
    expect(list.results.map((card) => card.slug)).not.toContain(slug);
    expect((await visitor.get('/sitemaps/1.xml', { host: 'localhost:8080' })).body).not.toContain(slug);
  });
});
