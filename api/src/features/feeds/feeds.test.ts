import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { LightMyRequestResponse } from 'fastify';
import type { Page as Paginated } from '../../http/schema/responses';
import type { LotCard } from '../../shared/lots/lotSchemas';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { YANDEX_REALTY_NAMESPACE } from './yandexRealtyFeed';

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['offer', 'object', 'Ad'].includes(name),
});
const TULA = { 'x-forwarded-host': 'tula.localhost:8080', 'x-forwarded-proto': 'https' };
const TULA_ORIGIN = 'https://tula.localhost:8080';

/** The value at a dotted path (`location.locality-name`, `image.@_tag`), or undefined. */
function at(node: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Node)[key] : undefined),
      node,
    );
}

function parse(response: LightMyRequestResponse): Node {
  expect(response.statusCode).toBe(200);
  expect(XMLValidator.validate(response.body)).toBe(true);
  return parser.parse(response.body) as Node;
}

/** Fields each offer must carry, per format and kind (the classifieds' documented lists; every flat offer with the classifieds' own ids). */
const REQUIRED = {
  'yandex-realty': {
    all: [
      '@_internal-id',
      'type',
      'category',
      'url',
      'creation-date',
      'last-update-date',
      'deal-status',
      'location.country',
      'location.locality-name',
      'location.address',
      'location.latitude',
      'location.longitude',
      'sales-agent.phone',
      'sales-agent.category',
      'sales-agent.organization',
      'price.value',
      'price.currency',
      'area.value',
      'area.unit',
      'floor',
      'floors-total',
      'building-name',
      'building-section',
      'building-state',
      'built-year',
      'ready-quarter',
      'image.#text',
      'image.@_tag',
    ],
    flat: ['property-type', 'new-flat', 'yandex-building-id', 'yandex-house-id'],
    apartment: ['property-type', 'new-flat', 'apartments', 'yandex-building-id', 'yandex-house-id'],
    commercial: ['commercial-type'],
    parking: ['garage-type'],
    storage: ['commercial-type'],
  },
  cian: {
    all: [
      'Category',
      'ExternalId',
      'Description',
      'Address',
      'Coordinates.Lat',
      'Coordinates.Lng',
      'Phones.PhoneSchema.CountryCode',
      'Phones.PhoneSchema.Number',
      'TotalArea',
      'FloorNumber',
      'Building.FloorsCount',
      'BargainTerms.Price',
      'BargainTerms.Currency',
      'Photos.PhotoSchema.FullUrl',
    ],
    flat: [
      'FlatRoomsCount',
      'JKSchema.Id',
      'JKSchema.Name',
      'JKSchema.House.Id',
      'JKSchema.House.Name',
      'BargainTerms.SaleType',
      'LayoutPhoto.FullUrl',
    ],
    apartment: [
      'FlatRoomsCount',
      'IsApartments',
      'JKSchema.Id',
      'JKSchema.Name',
      'JKSchema.House.Id',
      'BargainTerms.SaleType',
      'LayoutPhoto.FullUrl',
    ],
    commercial: [],
    parking: ['Garage.Type'],
    storage: [],
  },
  avito: {
    all: [
      'Id',
      'Category',
      'OperationType',
      'PropertyRights',
      'Address',
      'Price',
      'Square',
      'Floor',
      'Description',
      'ContactPhone',
      'Images.Image.@_url',
    ],
    flat: ['MarketType', 'Status', 'Rooms', 'Floors', 'NewDevelopmentId', 'HouseType', 'SaleMethod'],
    apartment: ['MarketType', 'Status', 'Rooms', 'Floors', 'NewDevelopmentId', 'HouseType', 'SaleMethod'],
    commercial: ['ObjectType'],
    parking: ['ObjectType'],
    storage: ['ObjectType'],
  },
} as const;

type Kind = keyof (typeof REQUIRED)['avito'];

/** The lot kind an offer stands for, read back from each format's own vocabulary. */
const kindOf: Record<keyof typeof REQUIRED, (offer: Node) => Kind> = {
  'yandex-realty': (offer) =>
    offer.category === 'гараж'
      ? 'parking'
      : offer['commercial-type'] === 'warehouse'
        ? 'storage'
        : offer.category === 'коммерческая'
          ? 'commercial'
          : offer.apartments
            ? 'apartment'
            : 'flat',
  cian: (offer) =>
    offer.Category === 'garageSale'
      ? 'parking'
      : offer.Category === 'warehouseSale'
        ? 'storage'
        : offer.Category === 'newBuildingFlatSale'
          ? offer.IsApartments
            ? 'apartment'
            : 'flat'
          : 'commercial',
  avito: (offer) =>
    offer.Category === 'Гаражи и машиноместа'
      ? 'parking'
      : offer.ObjectType === 'Складское помещение'
        ? 'storage'
        : offer.Category === 'Квартиры'
          ? offer.Status === 'Апартаменты'
            ? 'apartment'
            : 'flat'
          : 'commercial',
};

const offersOf: Record<keyof typeof REQUIRED, (root: Node) => Node[]> = {
  'yandex-realty': (root) => (at(root, 'realty-feed.offer') ?? []) as Node[],
  cian: (root) => (at(root, 'feed.object') ?? []) as Node[],
  avito: (root) => (at(root, 'Ads.Ad') ?? []) as Node[],
};

describe.each(backends())('classified feeds on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend, { TRUST_PROXY: 'loopback', ADMIN_TOKEN: 'feeds-admin-token' });
  });
  afterAll(() => test?.close());

  const feed = (name: string, headers: Record<string, string> = TULA) =>
    test.app.inject({ url: `/feeds/${name}.xml`, headers });

  /** The API's own count of lots on sale in a city: what its four lot endpoints list by default. */
  async function lotsOnSale(city: string): Promise<number> {
    let total = 0;
    for (const endpoint of ['flats', 'commercial', 'parking', 'storage']) {
      total += (await test.app.inject(`/api/${endpoint}/?city=${city}&limit=1`)).json<Paginated<LotCard>>()
        .count;
    }
    return total;
  }

  it.each(Object.keys(REQUIRED) as (keyof typeof REQUIRED)[])(
    '%s: one offer per lot on sale in the host’s city, each with its required fields',
    async (name) => {
      const offers = offersOf[name](parse(await feed(name)));
      expect(offers.length).toBe(await lotsOnSale('tula'));
      const kinds = new Set<Kind>();
      const missing: string[] = [];
      for (const offer of offers) {
        const kind = kindOf[name](offer);
        kinds.add(kind);
        for (const path of [...REQUIRED[name].all, ...REQUIRED[name][kind]]) {
          const value = at(offer, path);
          if (value === undefined || value === '')
            missing.push(
              `${kind} ${JSON.stringify(at(offer, 'ExternalId') ?? at(offer, 'Id') ?? at(offer, '@_internal-id'))}: ${path}`,
            );
        }
      }
      expect(missing.slice(0, 10)).toEqual([]);
      const { rows } = await test.db.query<{ kind: Kind }>(
        "select distinct l.kind from lots l join cities c on c.id = l.city_id where c.slug = 'tula' and l.status <> 'sold' order by l.kind",
      );
      expect([...kinds].sort()).toEqual(rows.map((row) => row.kind));
    },
  );

  it('writes each flat offer with its own complex’s and house’s ids in every feed', async () => {
    const { rows } = await test.db.query<Record<string, string>>(
      `select l.id::text as id, p.yandex_building_id, p.cian_jk_id, b.yandex_house_id, b.cian_house_id,
              coalesce(b.avito_development_id, p.avito_development_id) as avito_id, b.avito_house_type, b.avito_sale_method
         from lots l join projects p on p.id = l.project_id join buildings b on b.id = l.building_id
         join cities c on c.id = l.city_id where c.slug = 'tula' and l.status <> 'sold' and l.kind in ('flat', 'apartment')`,
    );
    const expected = new Map(rows.map((row) => [row.id, row]));
    expect(expected.size).toBeGreaterThan(100);
    const yandex = offersOf['yandex-realty'](parse(await feed('yandex-realty'))).filter((offer) => expected.has(String(offer['@_internal-id'])));
    const cian = offersOf.cian(parse(await feed('cian'))).filter((offer) => expected.has(String(offer.ExternalId)));
    const avito = offersOf.avito(parse(await feed('avito'))).filter((offer) => expected.has(String(offer.Id)));
    expect([yandex.length, cian.length, avito.length]).toEqual([expected.size, expected.size, expected.size]);
    const wrong = [
      ...yandex.filter((offer) => { const row = expected.get(String(offer['@_internal-id']))!; return offer['yandex-building-id'] !== row.yandex_building_id || offer['yandex-house-id'] !== row.yandex_house_id; }),
      ...cian.filter((offer) => { const row = expected.get(String(offer.ExternalId))!; return at(offer, 'JKSchema.Id') !== row.cian_jk_id || at(offer, 'JKSchema.House.Id') !== row.cian_house_id; }),
      ...avito.filter((offer) => { const row = expected.get(String(offer.Id))!; return offer.NewDevelopmentId !== row.avito_id || offer.HouseType !== row.avito_house_type || offer.SaleMethod !== row.avito_sale_method; }),
    ];
    expect(wrong.slice(0, 3)).toEqual([]);
  });

  it('yandex-realty: the realty-feed namespace, absolute URLs on the request’s host, and every URL leads to a real page or image', async () => {
    const root = parse(await feed('yandex-realty'));
    expect(at(root, 'realty-feed.@_xmlns')).toBe(YANDEX_REALTY_NAMESPACE);
    const offers = offersOf['yandex-realty'](root);
    const pages = new Set(offers.map((offer) => String(offer.url)));
    const images = new Set(offers.map((offer) => String(at(offer, 'image.#text'))));
    for (const url of [...pages, ...images]) expect(url.startsWith(`${TULA_ORIGIN}/`)).toBe(true);

    // Images: the API serves each one.
    for (const url of images)
      expect({ url, status: (await test.app.inject(url.slice(TULA_ORIGIN.length))).statusCode }).toEqual({
        url,
        status: 200,
      });

    // Lot pages: the shell's `/flats/{id}` and `/commercials/{id}` answer 200 when the API has the lot; parking and
    // storage link to the selection of their kind narrowed to their project, building, price and area.
    const listed = new Map<string, LotCard>();
    for (const endpoint of ['flats', 'commercial', 'parking', 'storage']) {
      for (let offset = 0; ; offset += 100) {
        const page = (await test.app.inject(`/api/${endpoint}/?city=tula&limit=100&offset=${offset}`)).json<
          Paginated<LotCard>
        >();
        for (const lot of page.results) listed.set(String(lot.id), lot);
        if (!page.next) break;
      }
    }
    const failures: string[] = [];
    const narrowed: [string, string][] = [];
    for (const offer of offers) {
      const id = String(offer['@_internal-id']);
      const lot = listed.get(id);
      const { pathname, searchParams } = new URL(String(offer.url));
      const expected =
        lot?.kind === 'flat' || lot?.kind === 'apartment'
          ? `/flats/${id}`
          : lot?.kind === 'commercial'
            ? `/commercials/${id}`
            : `/selections/${lot?.kind}`;
      if (pathname !== expected)
        failures.push(`${id}: ${pathname} for a ${lot?.kind ?? 'lot the API does not list'}`);
      if (lot && pathname.startsWith('/selections/')) {
        const query = Object.fromEntries(searchParams);
        const matches =
          query.project === lot.project.slug &&
          query.building === String(lot.building.id) &&
          Number(query.price_min) === lot.price &&
          Number(query.price_max) === lot.price &&
          Number(query.area_min) === lot.area &&
          Number(query.area_max) === lot.area;
        if (!matches) failures.push(`${id}: ${searchParams.toString()} does not narrow to it`);
        narrowed.push([id, `/api/${lot.kind}/?city=tula&${searchParams.toString()}`]);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    // The pages' own data answers (a sample of each kind), and the narrowed selections list their lot (a sample).
    for (const path of ['flats', 'commercials']) {
      for (const url of [...pages].filter((url) => url.includes(`/${path}/`)).slice(0, 5)) {
        const api = path === 'flats' ? 'flats' : 'commercial';
        expect((await test.app.inject(`/api/${api}/${url.split('/').pop()}/`)).statusCode).toBe(200);
      }
    }
    for (const [id, selection] of narrowed.filter((_, index) => index % 25 === 0)) {
      expect(
        (await test.app.inject(selection)).json<Paginated<LotCard>>().results.map((lot) => String(lot.id)),
      ).toContain(id);
    }
  });

  it('is built once per city host: forged hosts share the default city’s build, none answers 500', async () => {
    const forged = ['a b', '%', '[::1', 'localhost:99999', 'x1.localhost:8080', 'x2.localhost:8080', 'evil.example', 'localhost:8080'];
    const answers = await Promise.all(forged.map((host) => feed('cian', { 'x-forwarded-host': host, 'x-forwarded-port': 'abc' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(forged.map(() => 200));
    // one document behind them all: the same build (its ETag names the moment it was built)
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(answers[0]?.body).toContain('http://localhost:8080/');
  });

  it('each city host gets its own lots and links; an unknown host is the default city', async () => {
    const moscow = offersOf.avito(parse(await feed('avito', { 'x-forwarded-host': 'www.example.org', 'x-forwarded-proto': 'http' })));
    expect(moscow.length).toBe(await lotsOnSale('moskva'));
    expect(moscow.every((offer) => String(offer.Address).startsWith('Москва'))).toBe(true);
    expect(
      moscow.every((offer) =>
        String(at(offer, 'Images.Image.@_url')).startsWith('http://localhost:8080/img/'),
      ),
    ).toBe(true);
    const tula = offersOf.avito(parse(await feed('avito')));
    expect(tula.every((offer) => String(offer.Address).startsWith('Тула'))).toBe(true);
  });

  it('is served from the cache until the catalogue version changes, then rebuilt; 304 for a known ETag, same text gzip or not', async () => {
    const first = await feed('cian');
    const cached = await feed('cian');
    expect(cached.headers.etag).toBe(first.headers.etag);
    expect(cached.body).toBe(first.body);
    expect(
      (
        await test.app.inject({
          url: '/feeds/cian.xml',
          headers: { ...TULA, 'if-none-match': String(first.headers.etag) },
        })
      ).statusCode,
    ).toBe(304);
    const gzipped = await test.app.inject({
      url: '/feeds/cian.xml',
      headers: { ...TULA, 'accept-encoding': 'gzip, br' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gzipped.rawPayload.length).toBeLessThan(first.body.length / 10);

    // A hostile project name, changed without a version bump: the cache still answers with the old text.
    const hostile = 'Парк & <Тест> "кавычки"\u0001';
    const { rows } = await test.db.query<{ id: number; name: string }>(
      "select p.id, p.name from projects p join cities c on c.id = p.city_id where c.slug = 'tula' and p.kind = 'residential' limit 1",
    );
    const project = rows[0]!;
    await test.db.query('update projects set name = $2 where id = $1', [project.id, hostile]);
    expect((await feed('cian')).body).toBe(first.body);

    // The same change bumped (as every writer does): the next request rebuilds the feed, escaped.
    await test.db.transaction((tx) => test.ctx.dataVersion.bump(tx, 'catalogue'));
    await test.ctx.dataVersion.refresh();
    const rebuilt = await feed('cian');
    expect(rebuilt.headers.etag).not.toBe(first.headers.etag);
    const names = offersOf.cian(parse(rebuilt)).map((offer) => at(offer, 'JKSchema.Name'));
    expect(names).toContain('Парк & <Тест> "кавычки"');
    expect(rebuilt.body).toContain('<Name>Парк &amp; &lt;Тест&gt; &quot;кавычки&quot;</Name>');
    await test.db.query('update projects set name = $2 where id = $1', [project.id, project.name]);
  });
});
