import { makeDetail } from '../../shared/testing/publications';
import { articleJsonLd } from './articleJsonLd';

const site = { origin: 'http://localhost:8080', name: 'Горизонт Девелопмент', logo: 'http://localhost:8080/assets/logo.svg' };

describe('articleJsonLd', () => {
  it('describes the publication as an Article by the developer (author and publisher) with ImageObject images', () => {
    const publication = makeDetail(7, { cover: '/img/media/cover.jpg', images: ['/img/media/a.jpg', '/img/media/cover.jpg'] });
    const data = articleJsonLd(publication, site, 'http://localhost:8080/press/news-7');
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Новость 7',
      description: 'Кратко о публикации 7',
      datePublished: publication.published_at,
      inLanguage: 'ru',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'http://localhost:8080/press/news-7' },
    });
    const developer = {
      '@type': 'Organization',
      '@id': 'http://localhost:8080/#organization',
      name: 'Горизонт Девелопмент',
      url: 'http://localhost:8080/',
      logo: { '@type': 'ImageObject', url: 'http://localhost:8080/assets/logo.svg' },
    };
    expect(data.author).toEqual(developer);
    expect(data.publisher).toEqual(developer);
    const images = data.image as { '@type': string; url: string }[];
    expect(images.map((image) => image['@type'])).toEqual(['ImageObject', 'ImageObject']);
    expect(images[0]?.url).toMatch(/^http:\/\/localhost:8080\/img\/media\/cover\.jpg\?size=1280/);
  });

  it('falls back to the body text for the description and cuts a long headline', () => {
    const data = articleJsonLd(makeDetail(1, { lead: '', title: 'Д'.repeat(200), body: '<p>Первый абзац</p>' }), { ...site, origin: '' }, '/press/x');
    expect(data.description).toBe('Первый абзац');
    expect(String(data.headline)).toHaveLength(110);
  });
});
