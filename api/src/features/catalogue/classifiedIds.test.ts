import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { catalogueFeed } from './testing/catalogueFixture';
import fs from 'node:fs';
import path from 'node:path';
import { importCatalogue, type ImportOptions } from './importCatalogue';

describe.each(backends())('the classifieds’ ids from the sales system’s feed on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test?.close());

  let files = 0;
  /** Imports `feed` as a file, as the command line does. */
  const importFeed = (feed: unknown, options?: ImportOptions) => {
    const file = path.join(test.database.workDir, `classified-ids-${(files += 1)}.json`);
    fs.writeFileSync(file, JSON.stringify(feed));
    return importCatalogue(test.db, { file, format: 'json' }, options);
  };

  const stored = async () =>
    (
      await test.db.query<Record<string, string | null>>(
        `select p.yandex_building_id, p.cian_jk_id, p.avito_development_id as project_avito, b.yandex_house_id, b.cian_house_id,
                b.avito_development_id, b.avito_house_type, b.avito_sale_method
           from buildings b join projects p on p.id = b.project_id where b.external_id = 'crm-building-1-1'`,
      )
    ).rows[0];

  it('stores the ids a feed carries, keeps them when a later feed leaves them out, refuses bad ones, and records each import', async () => {
    const feed = catalogueFeed({ projects: 1, floors: 2, lotsPerFloor: 2 });
    const project = feed.cities[0]!.projects[0]!;
    Object.assign(project, { yandex_building_id: '1780613', cian_jk_id: '50097', avito_development_id: '2410041' });
    Object.assign(project.buildings[0]!, { yandex_house_id: '2104037', cian_house_id: '4873011', avito_development_id: '3601023', avito_house_type: 'Монолитный', avito_sale_method: 'Договор участия в долевом строительстве' });
    const first = await importFeed(feed, { origin: 'https://crm.example/feed.json' });
    expect('report' in first).toBe(true);
    const expected = {
      yandex_building_id: '1780613', cian_jk_id: '50097', project_avito: '2410041', yandex_house_id: '2104037', cian_house_id: '4873011',
      avito_development_id: '3601023', avito_house_type: 'Монолитный', avito_sale_method: 'Договор участия в долевом строительстве',
    };
    expect(await stored()).toEqual(expected);

    // ids entered in the back office stay when the sales system does not send any
    await importFeed(catalogueFeed({ projects: 1, floors: 2, lotsPerFloor: 2 }));
    expect(await stored()).toEqual(expected);

    Object.assign(project.buildings[0]!, { avito_house_type: 'Соломенный' });
    const refused = await importFeed(feed);
    expect(refused).toEqual({ problems: { 'cities[0].projects[0].buildings[0].avito_house_type': [expect.any(String)] } });

    const { rows } = await test.db.query<{ source: string; changed: boolean }>('select source, changed from catalogue_imports order by id');
    expect(rows).toEqual([
      { source: 'https://crm.example/feed.json', changed: true },
      { source: 'файл', changed: false },
    ]);
  });
});
