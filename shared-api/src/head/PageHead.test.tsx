import { render } from '@testing-library/react';
import { PageHead } from './PageHead';
import { serializeJsonLd } from './JsonLd';
import { SiteOriginContext } from './siteOrigin';

const structured = () =>
  Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
const meta = (property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute('content');

describe('PageHead', () => {
  it('renders the title, description, Open Graph and the breadcrumbs with absolute URLs on the site origin', () => {
    const { unmount } = render(
      <SiteOriginContext.Provider value="http://tula.localhost:8080">
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
      </SiteOriginContext.Provider>,
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

  it('keeps an image that is already a URL and leaves og:image out without one', () => {
    const { rerender } = render(<PageHead title="А" image="https://cdn.example.ru/a.jpg" breadcrumbs={[]} />);
    expect(meta('og:image')).toBe('https://cdn.example.ru/a.jpg');
    rerender(<PageHead title="А" breadcrumbs={[]} />);
    expect(meta('og:image')).toBeUndefined();
  });

  it('escapes a closing script tag inside structured data', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).headline).toBe('</script><script>alert(1)</script>');
  });
});
