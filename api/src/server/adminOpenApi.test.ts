import { backends } from '../testing/testEnv';
import { createTestApp, type TestApp } from '../testing/testApp';

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

describe.each(backends().slice(0, 1))('the back office in the OpenAPI document on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test?.close());

  it('declares every admin route, under the staff session (with CSRF on writes), tagged Back office', async () => {
    const document = (await test.app.inject('/api/schema/')).json<{ paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } }>();
    expect(document.components.securitySchemes.staffSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'staff_session' });
    const admin = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/admin/') && !path.startsWith('/api/admin/catalogue/'));
    expect(admin.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const [path, operations] of admin) {
      for (const [method, operation] of Object.entries(operations)) {
        const signIn = path === '/api/admin/session/' && method === 'post';
        const expected = signIn ? [{ csrfCookie: [], csrfToken: [] }] : [{ staffSession: [], ...(method !== 'get' && { csrfCookie: [], csrfToken: [] }) }];
        if (JSON.stringify(operation.security) !== JSON.stringify(expected)) wrong.push(`${method} ${path}: ${JSON.stringify(operation.security)}`);
        if (!operation.tags?.includes('Back office')) wrong.push(`${method} ${path}: tags ${JSON.stringify(operation.tags)}`);
        if (!signIn && !('401' in operation.responses && '403' in operation.responses)) wrong.push(`${method} ${path}: no 401/403`);
      }
    }
    expect(wrong).toEqual([]);
    expect(document.paths['/api/admin/content/publications/']?.post).toBeDefined();
  });
});
