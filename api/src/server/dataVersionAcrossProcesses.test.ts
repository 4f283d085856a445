import { bumpDataVersion } from '../db/dataVersion';
import { backends } from '../testing/testEnv';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { startChildServer, type ChildServer } from '../testing/childServer';
import { SESSION_PATH } from '../features/session/sessionRoutes';

interface Health {
  data_versions: { catalogue: number; content: number };
}

const postgres = backends().includes('postgres') ? describe : describe.skip;

// The freshness bound: a change made through one API process is known to another within 2 s.
postgres('data versions across two API processes on PostgreSQL', () => {
  let database: TestDatabase;
  let servers: ChildServer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    servers = await Promise.all([startChildServer(database, { API_DEV_ENDPOINTS: '1' }), startChildServer(database, { API_DEV_ENDPOINTS: '1' })]);
  });
  afterAll(async () => {
    for (const server of servers) server.process.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await database?.drop();
  });

  it('a publication stored through one process reaches the other, and its cached sitemap, within 2 s', async () => {
    const [writer, reader] = servers.map((server) => `http://127.0.0.1:${server.port}`) as [string, string];
    const health = async (): Promise<Health> =>
      (await (await fetch(`${reader}/api/health`)).json()) as Health;
    const sitemap = async () => (await fetch(`${reader}/sitemaps/1.xml`)).text();
    const publications = async () => (await (await fetch(`${reader}/api/publications/?city=moskva&limit=100`)).json()) as { results: Array<{ slug: string }> };
    // absolute URLs name the site host, never the address the API was reached at
    const listed = `http://localhost:8080/press/across-processes</loc>`;
    const before = (await health()).data_versions.content;
    expect(await sitemap()).not.toContain(listed); // built and cached before the change
    expect((await publications()).results.map((item) => item.slug)).not.toContain('across-processes'); // cached too

    const hello = await fetch(`${writer}${SESSION_PATH}`);
    const cookies = hello.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
    const csrf = cookies.find((cookie) => cookie.startsWith('csrftoken='))!.split('=')[1]!;
    const created = await fetch(`${writer}/api/dev/publications/`, {
      method: 'POST',
      headers: {
        cookie: cookies.join('; '),
        origin: 'http://localhost:8080',
        'x-csrftoken': csrf,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        city: 'moskva',
        type: 'news',
        slug: 'across-processes',
        title: 'Новость из другого процесса',
        body: '<p>Текст</p>',
      }),
    });
    expect(created.status).toBe(201);
    const committedAt = Date.now();

    let seen = before;
    while (seen === before && Date.now() - committedAt < 2000) seen = (await health()).data_versions.content;
    expect(seen).toBe(before + 1);
    expect(await sitemap()).toContain(listed);
    expect((await publications()).results.map((item) => item.slug)).toContain('across-processes');
    expect(Date.now() - committedAt).toBeLessThan(2000);
  });

  it('a price changed in the database (as a catalogue import does) shows in the other process’s cached reads within 2 s', async () => {
    const [, reader] = servers.map((server) => `http://127.0.0.1:${server.port}`) as [string, string];
    const list = `${reader}/api/flats/?city=moskva&ordering=-price&limit=1`;
    const top = async () => ((await (await fetch(list)).json()) as { results: Array<{ id: number; price: number }> }).results[0]!;
    const before = await top();
    const detail = async () => ((await (await fetch(`${reader}/api/flats/${before.id}/`)).json()) as { price: number }).price;
    expect(await detail()).toBe(before.price); // both cached now

    const db = await database.open();
    try {
      await db.transaction(async (tx) => {
        await tx.query('update lots set price = price + 100000 where id = $1', [before.id]);
        await bumpDataVersion(tx, 'catalogue');
      });
    } finally {
      await db.close();
    }
    const committedAt = Date.now();
    while ((await top()).price === before.price && Date.now() - committedAt < 2000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await top()).toMatchObject({ id: before.id, price: before.price + 100000 });
    expect(await detail()).toBe(before.price + 100000);
    expect(Date.now() - committedAt).toBeLessThan(2000);
  });
});
