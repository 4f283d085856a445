/** @jest-environment node */
import { iconHref, renderDocument } from './document';
import { testState } from '../src/state/testFrame';

const template =
  '<!doctype html><html><head><link rel="icon" href="/assets/ab.svg"><!--app-head--></head><body><div id="root"></div><!--app-state--></body></html>';
const minified =
  '<!doctype html><html lang=ru><head><link rel=icon type=image/svg+xml href=/assets/cd.svg></head><body><div id=root></div><script defer src=/assets/main.js></script></body></html>';

it('renders the head and the initial state at the markers', () => {
  const html = renderDocument(template, {
    title: 'Проекты',
    description: 'Жилые "кварталы" <в Москве>',
    canonicalUrl: 'http://localhost:8080/projects',
    state: testState(),
    jsonLd: { '@type': 'Organization', name: 'A</script>' },
  });
  expect(html).toContain('<title>Проекты</title>');
  expect(html).toContain('<meta name="description" content="Жилые &quot;кварталы&quot; &lt;в Москве&gt;">');
  expect(html).toContain('<link rel="canonical" href="http://localhost:8080/projects">');
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(JSON.parse(jsonLd)).toEqual({ '@type': 'Organization', name: 'A</script>' });
  const state =
    /<script id="__INITIAL_STATE__" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(JSON.parse(state).baseData.inn).toBe('7714123456');
});

it('falls back to the closing tags when a minifier dropped the markers, keeping $ sequences literal', () => {
  const state = testState();
  state.city = { ...state.city, title: "Город $' $&" };
  const html = renderDocument(minified, { title: 'T', canonicalUrl: 'http://x/', state });
  expect(html.indexOf('<title>T</title>')).toBeLessThan(html.indexOf('</head>'));
  const json =
    /<script id="__INITIAL_STATE__" type="application\/json">(.*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
  expect(JSON.parse(json).city.title).toBe("Город $' $&");
});

it('finds the logo the build emitted in quoted and minified templates', () => {
  expect(iconHref(template)).toBe('/assets/ab.svg');
  expect(iconHref(minified)).toBe('/assets/cd.svg');
  expect(iconHref('<link rel="icon" href="data:image/svg+xml,x">')).toBeNull();
});
