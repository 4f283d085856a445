import { makeDetail } from '../../shared/testing/publications';
import { articleJsonLd } from './articleJsonLd';

describe('articleJsonLd', () => {
  it('describes the publication as an Article with ImageObject images', () => {
    const publication = makeDetail(7, { cover: '/img/media/cover.jpg', images: ['/img/media/a.jpg', '/img/media/cover.jpg'] });
    const data = articleJsonLd(publication, 'http://localhost:8080', 'http://localhost:8080/press/news-7');
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Новость 7',
      description: 'Кратко о публикации 7',
      datePublished: publication.published_at,
      inLanguage: 'ru',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'http://localhost:8080/press/news-7' },
    });
    const images = data.image as { '@type': string; url: string }[];
    expect(images.map((image) => image['@type'])).toEqual(['ImageObject', 'ImageObject']);
    expect(images[0]?.url).toMatch(/^http:\/\/localhost:8080\/img\/media\/cover\.jpg\?size=1280/);
  });

  it('falls back to the body text for the description and cuts a long headline', () => {
    const data = articleJsonLd(makeDetail(1, { lead: '', title: 'Д'.repeat(200), body: '<p>Первый абзац</p>' }), '', '/press/x');
    expect(data.description).toBe('Первый абзац');
    expect(String(data.headline)).toHaveLength(110);
  });
});
