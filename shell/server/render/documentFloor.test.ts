import { wantsFloor, withoutScripts } from './documentFloor';

describe('the document floor', () => {
  it('removes scripts, the state and script preloads, and keeps the markup and structured data', () => {
    const html =
      '<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/assets/main.js"/>' +
      '<link rel="stylesheet" href="/assets/a.css"/>' +
      '<script id="__INITIAL_STATE__" type="application/json">{"a":"\\u003c/script>"}</script>' +
      '<script type="application/ld+json">{"@type":"Article"}</script></head>' +
      '<body><h1>Пресс-центр</h1><script>$RC("B:0","S:0")</script><script src="/assets/main.js" async=""></script></body></html>';
    expect(withoutScripts(html)).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/a.css"/>' +
        '<script type="application/ld+json">{"@type":"Article"}</script></head>' +
        '<body><h1>Пресс-центр</h1></body></html>',
    );
  });

  it('is served only when configured and asked for', () => {
    const asking = { 'x-document-floor': '1' };
    const visitor = {};
    expect(wantsFloor(asking, true)).toBe(true);
    expect(wantsFloor(asking, false)).toBe(false);
    expect(wantsFloor(visitor, true)).toBe(false);
  });
});
