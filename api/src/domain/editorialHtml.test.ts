// Every API field that carries editorial HTML leaves the API sanitised, whatever the row holds.
import { backends } from '../testing/testEnv';
import { createTestApp, type TestApp } from '../testing/testApp';
import { sanitizeEditorialHtml } from './editorialHtml';

const HOSTILE = [
  '<h1>Заголовок</h1><p>Безопасный <strong>абзац</strong> <a href="/press">ссылка</a> <a href="https://example.ru">внешняя</a></p>',
  '<script>window.__xss = 1</script><style>body { display: none }</style><iframe src="https://evil.example"></iframe>',
  '<p onclick="alert(1)" style="color: red">клик</p><img src="x" onerror="alert(2)"><img src="/img/press/a.jpg" onload="alert(3)">',
  '<a href="javascript:alert(4)">опасная</a><a href="JaVa&#x09;ScRiPt:alert(5)">ещё</a><a href="//evil.example">чужая</a><a href="/\\evil.example">тоже</a>',
  '<svg><script>alert(6)</script></svg><object data="x"></object><img src="https://tracker.example/p.gif">',
].join('');

const FORBIDDEN = /<script|<style|<iframe|<svg|<object|\son\w+=|style=|javascript:|evil\.example|tracker\.example|window\.__xss|display: none/i;

describe('sanitizeEditorialHtml', () => {
  it('keeps text structure, links and the site’s images, drops scripts, handlers, styles, frames and foreign URLs', () => {
    const safe = sanitizeEditorialHtml(HOSTILE);
    expect(safe).not.toMatch(FORBIDDEN);
    expect(safe).toContain('<h2>Заголовок</h2><p>Безопасный <strong>абзац</strong> <a href="/press">ссылка</a>');
    expect(safe).toContain('<a href="https://example.ru" target="_blank" rel="noopener noreferrer nofollow">внешняя</a>');
    expect(safe).toContain('<p>клик</p>');
    expect(safe).toContain('<img src="/img/press/a.jpg" alt="" loading="lazy" decoding="async" />');
    expect(safe).not.toContain('src="x"');
    expect(sanitizeEditorialHtml(null)).toBe('');
  });
});

describe.each(backends())('editorial HTML in the API’s answers on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend);
    const db = test.db;
    await db.query('update base_pages set privacy_policy = $1', [HOSTILE]);
    await db.query('update personal_data_agreements set text = $1', [HOSTILE]);
    await db.query(`update content_blocks set data = jsonb_set(data, '{description}', to_jsonb($1::text)) where key = 'company'`, [HOSTILE]);
    await db.query('update projects set description = $1', [HOSTILE]);
    await db.query('update purchase_methods set body = $1', [HOSTILE]);
    await db.query('update publications set body = $1', [HOSTILE]);
  });
  afterAll(() => test?.close());

  const get = async <T>(url: string): Promise<T> => {
    const response = await test.app.inject({ method: 'GET', url });
    expect([url, response.statusCode]).toEqual([url, 200]);
    return response.json<T>();
  };

  it('never lets a script, a handler, a style, a frame or a javascript: URL out', async () => {
    const project = (await get<{ results: { slug: string }[] }>('/api/projects/?city=moskva')).results[0]!;
    const publication = (await get<{ results: { slug: string }[] }>('/api/publications/?city=moskva')).results[0]!;
    const methods = await get<{ results: { id: number; body: string }[] }>('/api/purchase_methods_pages/');
    const fields = [
      (await get<{ privacy_policy: string }>('/api/base_page/?city=moskva')).privacy_policy,
      (await get<{ text: string }>('/api/personal_data_agreement/')).text,
      (await get<{ description: string }>('/api/company/')).description,
      (await get<{ description: string }>(`/api/projects/${project.slug}/`)).description,
      (await get<{ body: string }>(`/api/publications/${publication.slug}/`)).body,
      (await get<{ body: string }>(`/api/purchase_methods_pages/${methods.results[0]!.id}/`)).body,
      ...methods.results.map((method) => method.body),
    ];
    for (const html of fields) {
      expect(html).toContain('Безопасный <strong>абзац</strong>');
      expect(html).not.toMatch(FORBIDDEN);
    }
  });
});
