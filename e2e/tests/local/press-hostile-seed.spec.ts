// A publication whose body holds <script> and onerror= HTML, stored in the database,
// renders inert. In tests/local/ because it seeds through the API's development endpoints.
import { expect, test } from '../../harness/test';
import { expectInert, HOSTILE_BODY, pressRegion } from '../press-helpers';

test('a hostile publication seeded into the database renders inert', async ({ page, request, baseURL, cspViolations }) => {
  const cookies = await request.get('/api/session/');
  expect(cookies.ok()).toBe(true);
  const token =
    (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const headers = { Origin: baseURL ?? 'http://localhost:8080', 'X-CSRFToken': token };
  const slug = `press-e2e-hostile-${Date.now()}`;
  const created = await request.post('/api/dev/publications/', {
    headers,
    data: {
      city: 'moskva',
      type: 'news',
      slug,
      title: 'Публикация с опасным HTML',
      lead: 'Проверка',
      body: HOSTILE_BODY,
    },
  });
  expect(created.status()).toBe(201);
  try {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/press/${slug}`);
    await expect(pressRegion(page, 'PublicationPage').getByRole('heading', { level: 1 })).toHaveText(
      'Публикация с опасным HTML',
    );
    await expectInert(page, dialogs, cspViolations);
  } finally {
    await request.delete(`/api/dev/publications/${slug}/`, { headers });
  }
});
