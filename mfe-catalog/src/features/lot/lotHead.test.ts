import type { LotDetail } from '@estate/shared-api/dto/lots';
import { sampleLot } from '../../testing/sampleLot';
import { lotCrumbs, lotJsonLd, lotTitle } from './lotHead';

const lot = {
  ...sampleLot,
  area: 56.3,
  price: 12_345_000,
  project: { id: 1, slug: 'sokolniki-park', name: 'Сокольники Парк' },
  project_kind: 'residential',
  layout_image: '/img/layouts/2k.png',
  developer: 'ООО «СЗ Сокольники»',
} as LotDetail;

describe('lot head', () => {
  it('names the lot, its area, its complex, its city and its price in the title', () => {
    expect(lotTitle(lot, 'в Москве')).toBe('2-комнатная квартира 56,3 м² в ЖК «Сокольники Парк» в Москве — 12 345 000 ₽');
    expect(lotTitle({ ...lot, title: 'Помещение', project: { ...lot.project, name: 'Деловой центр «Оружейный»' }, project_kind: 'commercial' }, 'в Туле')).toBe(
      'Помещение 56,3 м² в проекте Деловой центр «Оружейный» в Туле — 12 345 000 ₽',
    );
  });

  it('describes the lot as a product with an offer in roubles and absolute pictures', () => {
    const data = lotJsonLd(lot, 'http://moskva.site.test');
    expect(data).toMatchObject({
      '@type': 'Product',
      url: 'http://moskva.site.test/flats/101',
      offers: { '@type': 'Offer', price: 12_345_000, priceCurrency: 'RUB', availability: 'https://schema.org/InStock' },
    });
    expect((data.image as { url: string }[])[0]!.url).toMatch(/^http:\/\/moskva\.site\.test\/.+2k\.png/);
  });

  it('leads from home through the selection and the project to the lot', () => {
    expect(lotCrumbs(lot).map((crumb) => crumb.path)).toEqual(['/', '/selections/flat', '/projects/sokolniki-park', '/flats/101']);
  });
});
