import { editorialTree, type EditorialNode } from './editorialTree';

/** The tree back as markup, to assert on it compactly. */
function markup(nodes: EditorialNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      const attrs = Object.entries(node.attrs)
        .map(([name, value]) => ` ${name}="${value}"`)
        .join('');
      return `<${node.tag}${attrs}>${markup(node.children)}</${node.tag}>`;
    })
    .join('');
}

describe('editorialTree', () => {
  it('keeps the text structure of a publication body', () => {
    const html = '<h2>Итоги</h2><p>Первый <strong>абзац</strong> и <em>курсив</em>.</p><ul><li>раз</li><li>два</li></ul>';
    expect(markup(editorialTree(html))).toBe(html);
  });

  it('drops scripts with their content and every event handler attribute', () => {
    const html =
      '<p onclick="steal()">Текст<script>window.hacked = 1</script></p><img src="/img/a.jpg" onerror="steal()" alt="фото">';
    const out = markup(editorialTree(html));
    expect(out).toBe('<p>Текст</p><img src="/img/a.jpg" alt="фото"></img>');
    expect(out).not.toMatch(/onerror|onclick|script|hacked/);
  });

  it('drops style, iframe, svg and form controls entirely', () => {
    const html =
      '<style>p{}</style><iframe src="https://evil.example"></iframe><svg><script>x()</script></svg><textarea>t</textarea><p>ok</p>';
    expect(markup(editorialTree(html))).toBe('<p>ok</p>');
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(markup(editorialTree('<div class="x"><span style="color:red">Слово</span> <u>два</u></div>'))).toBe('Слово <u>два</u>');
  });

  it('drops class, id and style attributes', () => {
    expect(markup(editorialTree('<p class="a" id="b" style="c">т</p>'))).toBe('<p>т</p>');
  });

  it('shifts an h1 below the page heading', () => {
    expect(markup(editorialTree('<h1>Заголовок</h1><h6>мелкий</h6>'))).toBe('<h2>Заголовок</h2><h4>мелкий</h4>');
  });

  it('removes javascript: links, also when disguised, and keeps safe ones', () => {
    const html = [
      '<a href="javascript:alert(1)">a</a>',
      '<a href="JaVaScRiPt:alert(1)">b</a>',
      '<a href="java\tscript:alert(1)">c</a>',
      '<a href="&#106;avascript:alert(1)">d</a>',
      '<a href=" data:text/html,<script>alert(1)</script>">e</a>',
      '<a href="https://example.com/x">f</a>',
      '<a href="/projects">g</a>',
      '<a href="mailto:info@example.com">h</a>',
    ].join('');
    expect(markup(editorialTree(html))).toBe(
      '<a>a</a><a>b</a><a>c</a><a>d</a><a>e</a><a href="https://example.com/x">f</a><a href="/projects">g</a><a href="mailto:info@example.com">h</a>',
    );
  });

  it('keeps only site images, with numeric sizes', () => {
    const html =
      '<img src="https://tracker.example/p.gif"><img src="//evil.example/x.png"><img src="javascript:x"><img src="/img/media/a.jpg" width="640" height="1e9">';
    expect(markup(editorialTree(html))).toBe('<img src="/img/media/a.jpg" alt="" width="640"></img>');
  });

  it('stops descending into absurdly deep markup without losing its text', () => {
    const deep = `${'<b>'.repeat(200)}дно${'</b>'.repeat(200)}`;
    expect(markup(editorialTree(deep))).toContain('дно');
  });

  it('gives nothing for an empty body', () => {
    expect(editorialTree('')).toEqual([]);
  });
});
