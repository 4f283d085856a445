import { backends } from '../testing/testEnv';
import { createTestApp, type TestApp } from '../testing/testApp';
import { createStaff, signIn } from '../testing/testStaff';
import { TestVisitor } from '../testing/testVisitor';
import { CONTENT_RESOURCES } from '../features/adminContent/resources';
import { allows, STAFF_ROLES, type Permission, type StaffRole } from '../shared/staff/roles';

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** the route pattern it exercises (every admin route must have one) */
  route: string;
  permission: Permission;
  body?: unknown;
}

/**
 * Every admin operation. Writes send a body the handler refuses (400) or address a record that does not exist (404):
 * either shows the request got past the role check, while a role without the permission gets 403 before the body
 * is read.
 */
function operations(): Operation[] {
  const out: Operation[] = [];
  for (const resource of CONTENT_RESOURCES) {
    const base = `/api/admin/content/${resource.name}/`;
    const missing = resource.key === 'id' || resource.key === 'city_id' ? '999999' : 'missing-key';
    out.push({ method: 'GET', url: base, route: base, permission: resource.permission });
    out.push({ method: 'GET', url: `${base}${missing}/`, route: `${base}:id/`, permission: resource.permission });
    if (resource.create) out.push({ method: 'POST', url: base, route: base, permission: resource.permission, body: { unknown: 1 } });
    if (resource.update) out.push({ method: 'PUT', url: `${base}${missing}/`, route: `${base}:id/`, permission: resource.permission, body: {} });
    if (resource.remove) out.push({ method: 'DELETE', url: `${base}${missing}/`, route: `${base}:id/`, permission: resource.permission });
  }
  const more: Operation[] = [
    { method: 'GET', url: '/api/admin/staff/', route: '/api/admin/staff/', permission: 'staff' },
    { method: 'GET', url: '/api/admin/staff/999999/', route: '/api/admin/staff/:id/', permission: 'staff' },
    { method: 'POST', url: '/api/admin/staff/', route: '/api/admin/staff/', permission: 'staff', body: {} },
    { method: 'PATCH', url: '/api/admin/staff/999999/', route: '/api/admin/staff/:id/', permission: 'staff', body: {} },
    { method: 'GET', url: '/api/admin/audit/', route: '/api/admin/audit/', permission: 'staff' },
    { method: 'GET', url: '/api/admin/leads/', route: '/api/admin/leads/', permission: 'leads' },
    { method: 'GET', url: '/api/admin/leads/export.csv', route: '/api/admin/leads/export.csv', permission: 'leads' },
    { method: 'GET', url: '/api/admin/leads/999999/', route: '/api/admin/leads/:id/', permission: 'leads' },
    { method: 'POST', url: '/api/admin/leads/999999/resend/', route: '/api/admin/leads/:id/resend/', permission: 'leads' },
    { method: 'GET', url: '/api/admin/lots/', route: '/api/admin/lots/', permission: 'lots' },
    { method: 'GET', url: '/api/admin/lots/999999/', route: '/api/admin/lots/:id/', permission: 'lots' },
    { method: 'GET', url: '/api/admin/imports/', route: '/api/admin/imports/', permission: 'lots' },
    { method: 'POST', url: '/api/admin/media/', route: '/api/admin/media/', permission: 'media', body: {} },
  ];
  return [...out, ...more];
}

/** Routes any signed-in staff member may use, whatever the role. */
const FOR_EVERYONE = ['/api/admin/session/', '/api/admin/resources/', '/api/admin/references/:resource/'];

describe.each(backends())('the role matrix on %s', (backend) => {
  let test: TestApp;
  const browsers = new Map<StaffRole, TestVisitor>();

  beforeAll(async () => {
    test = await createTestApp(backend);
    for (const role of STAFF_ROLES) {
      const { browser, response } = await signIn(test, await createStaff(test.db, role));
      expect(response.statusCode).toBe(200);
      browsers.set(role, browser);
    }
  });
  afterAll(() => test?.close());

  it('lists every admin route in the matrix (a new route without a row here fails)', () => {
    const covered = new Set([...operations().map((operation) => `${operation.method} ${operation.route}`), ...FOR_EVERYONE.flatMap((route) => ['GET', 'POST', 'DELETE'].map((method) => `${method} ${route}`))]);
    const routes = [...test.app.routes.entries()].flatMap(([url, definitions]) => definitions.map((definition) => `${String(definition.method)} ${url}`));
    const admin = routes.filter((route) => / \/api\/admin\//.test(route) && !route.includes('/api/admin/catalogue/') && !route.startsWith('HEAD '));
    expect(admin.length).toBeGreaterThan(60);
    expect(admin.filter((route) => !covered.has(route))).toEqual([]);
  });

  it.each(STAFF_ROLES)('%s: each operation is allowed or refused with 403, as the role grants', async (role) => {
    const browser = browsers.get(role)!;
    const outcomes: string[] = [];
    for (const operation of operations()) {
      const response = await browser.request({
        method: operation.method,
        url: operation.url,
        ...(operation.body !== undefined && { payload: operation.body as object }),
        ...(operation.route === '/api/admin/media/' && { headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.from('not a file') }),
      });
      const expected = allows(role, operation.permission);
      const got = response.statusCode === 403 ? 'refused' : response.statusCode === 401 || response.statusCode >= 500 ? `error ${response.statusCode}` : 'allowed';
      if (got !== (expected ? 'allowed' : 'refused')) outcomes.push(`${operation.method} ${operation.url}: ${response.statusCode} (${expected ? 'allowed' : 'refused'} expected)`);
    }
    expect(outcomes).toEqual([]);
  });

  it('refuses every admin operation without a session (401)', async () => {
    const stranger = await new TestVisitor(test.app).start();
    for (const operation of operations()) {
      const response = await stranger.request({ method: operation.method, url: operation.url, ...(operation.body !== undefined && { payload: operation.body as object }) });
      expect(`${operation.method} ${operation.url} ${response.statusCode}`).toBe(`${operation.method} ${operation.url} 401`);
    }
  });
});
