/** @jest-environment node */
import { PREVIEW_BANNER_TEXT, previewMarkup } from './previewMarkup';

const page = [
  '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="robots" content="noindex">',
  '<link rel="modulepreload" href="/main.js"><script type="application/ld+json">{"@type":"Article"}</script></head>',
  '<body class="site"><div id="root"><h1>Черновик</h1></div><script src="/main.js"></script><script>self.__STATE__={}</script></body></html>',
].join('');

describe('a preview page', () => {
  const html = previewMarkup(page);

  it('carries no script and no script preload: nothing of the site’s code runs on a draft', () => {
    expect(html).not.toMatch(/<script(?![^>]*ld\+json)/);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<h1>Черновик</h1>');
  });

  it('is never indexed: one robots meta, noindex and nofollow', () => {
    expect(html.match(/name="robots"/g)).toHaveLength(1);
    expect(html).toContain('<head><meta name="robots" content="noindex, nofollow">');
  });

  it('opens its body with the banner', () => {
    expect(html).toMatch(new RegExp(`<body class="site"><div role="note" aria-label="Предпросмотр"[^>]*><strong>${PREVIEW_BANNER_TEXT}</strong>`));
  });
});
