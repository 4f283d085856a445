import { render } from '@testing-library/react';
import { describeWith, PageHead, titleInCity } from './PageHead';
import { serializeJsonLd } from './JsonLd';
import { SiteHeadContext, type SiteHead } from './siteHead';

const structured = () =>
  Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
const meta = (property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
const canonical = () => document.querySelector('link[rel="canonical"]')?.getAttribute('href');
const tula: SiteHead = {
  origin: 'http://tula.localhost:8080',
  path: '/selections/flat',
  name: 'Горизонт Девелопмент',
  logo: 'http://tula.localhost:8080/assets/logo.svg',
  image: 'http://tula.localhost:8080/assets/share.png',
};

describe('PageHead', () => {
  it('renders the title, description, Open Graph and the breadcrumbs with absolute URLs on the site origin', () => {
    const { unmount } = render(
      <SiteHeadContext.Provider value={tula}>
        <PageHead
          title="2-комнатная квартира"
          description="Описание"
          type="product"
          image="/img/plans/1.png?size=1280"
          breadcrumbs={[
            { name: 'Главная', path: '/' },
            { name: 'Квартиры', path: '/selections/flat' },
          ]}
          structuredData={[{ '@type': 'Offer', price: 1 }]}
        />
      </SiteHeadContext.Provider>,
    );
    expect(document.title).toBe('2-комнатная квартира');
    expect(meta('og:title')).toBe('2-комнатная квартира');
    expect(meta('og:description')).toBe('Описание');
    expect(meta('og:type')).toBe('product');
    expect(meta('og:image')).toBe('http://tula.localhost:8080/img/plans/1.png?size=1280');
    const [breadcrumbs, offer] = structured();
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Главная', item: 'http://tula.localhost:8080/' },
        { position: 2, name: 'Квартиры', item: 'http://tula.localhost:8080/selections/flat' },
      ],
    });
    expect(offer).toEqual({ '@context': 'https://schema.org', '@type': 'Offer', price: 1 });
    unmount();
    expect(structured()).toHaveLength(0);
  });

  it('gives the canonical URL on the city host, with the query that makes the page, as og:url too, and the site name', () => {
    const { rerender } = render(
      <SiteHeadContext.Provider value={tula}>
        <PageHead title="Подбор квартир" breadcrumbs={[]} canonicalQuery="rooms=2&page=3" />
      </SiteHeadContext.Provider>,
    );
    expect(canonical()).toBe('http://tula.localhost:8080/selections/flat?rooms=2&page=3');
    expect(meta('og:url')).toBe('http://tula.localhost:8080/selections/flat?rooms=2&page=3');
    expect(meta('og:site_name')).toBe('Горизонт Девелопмент');
    rerender(
      <SiteHeadContext.Provider value={tula}>
        <PageHead title="Подбор квартир" breadcrumbs={[]} />
      </SiteHeadContext.Provider>,
    );
    expect(canonical()).toBe('http://tula.localhost:8080/selections/flat');
  });

  it("shows the site's picture on a page without one of its own", () => {
    render(
      <SiteHeadContext.Provider value={tula}>
        <PageHead title="Контакты" breadcrumbs={[]} />
      </SiteHeadContext.Provider>,
    );
    expect(meta('og:image')).toBe('http://tula.localhost:8080/assets/share.png');
    expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
  });

  it('gives no BreadcrumbList for a trail of one', () => {
    render(<PageHead title="Главная" breadcrumbs={[{ name: 'Главная', path: '/' }]} />);
    expect(structured()).toHaveLength(0);
  });

  it('keeps an image that is already a URL and leaves og:image out without one', () => {
    const { rerender } = render(<PageHead title="А" image="https://cdn.example.ru/a.jpg" breadcrumbs={[]} />);
    expect(meta('og:image')).toBe('https://cdn.example.ru/a.jpg');
    rerender(<PageHead title="А" breadcrumbs={[]} />);
    expect(meta('og:image')).toBeUndefined();
  });

  it('tells search engines not to index a page marked noindex (and gives it no canonical URL), and only that page', () => {
    const robots = () => document.querySelector('meta[name="robots"]')?.getAttribute('content');
    const { rerender } = render(<PageHead title="Избранное" breadcrumbs={[]} noindex />);
    expect(robots()).toBe('noindex');
    expect(canonical()).toBeUndefined();
    rerender(<PageHead title="Контакты" breadcrumbs={[]} />);
    expect(robots()).toBeUndefined();
    expect(canonical()).toBe('/');
  });

  it('names the site and the city in the title of a page every city has, and keeps the city in a long description', () => {
    expect(titleInCity('Контакты', 'Горизонт Девелопмент', 'Тула')).toBe('Контакты — Горизонт Девелопмент, Тула');
    const description = describeWith('Очень длинный текст. '.repeat(20), 'Новости застройщика, Тула.');
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('… Новости застройщика, Тула.')).toBe(true);
    expect(describeWith('Коротко.', 'Москва.')).toBe('Коротко. Москва.');
  });

  it('escapes a closing script tag inside structured data', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).headline).toBe('</script><script>alert(1)</script>');
  });
});
