import { renderToStaticMarkup } from 'react-dom/server';
import { NeedsJavaScript } from './NeedsJavaScript';

test('the note is inside <noscript>: only a visitor with scripts off reads it', () => {
  const html = renderToStaticMarkup(<NeedsJavaScript>Включите JavaScript, чтобы записаться.</NeedsJavaScript>);
  expect(html).toMatch(/^<noscript><p [^>]*>Включите JavaScript, чтобы записаться.<\/p><\/noscript>$/);
});
