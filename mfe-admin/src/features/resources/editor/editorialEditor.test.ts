import { Editor, type EditorOptions } from '@tiptap/core';
import { EDITORIAL_TAGS } from '@estate/shared-api/editorial/editorialRules';
import { editorialEditorOptions } from './editorialEditor';

/** Every element of the HTML and its attributes. */
function elements(html: string): { tag: string; attributes: string[] }[] {
  const root = document.createElement('div');
  root.innerHTML = html;
  return [...root.querySelectorAll('*')].map((element) => ({ tag: element.tagName.toLowerCase(), attributes: element.getAttributeNames() }));
}

const ALLOWED_ATTRIBUTES: Record<string, string[]> = { a: ['href', 'title', 'target', 'rel'] };

/** The toolbar's commands (the starter kit adds them to the editor of ra-input-rich-text's own Tiptap). */
interface Chain {
  selectAll(): Chain;
  toggleBold(): Chain;
  toggleItalic(): Chain;
  toggleUnderline(): Chain;
  toggleStrike(): Chain;
  setHeading(options: { level: number }): Chain;
  toggleBulletList(): Chain;
  toggleBlockquote(): Chain;
  setLink(options: { href: string }): Chain;
  run(): boolean;
}

describe('the rich-text editor of the back office', () => {
  const editor = new Editor({ ...(editorialEditorOptions as unknown as Partial<EditorOptions>), element: document.createElement('div') });
  const chain = () => editor.chain() as unknown as Chain;
  afterAll(() => editor.destroy());

  it('makes only the editorial allow-list out of anything pasted into it', () => {
    editor.commands.setContent(`
      <h1>Заголовок</h1><h3>Подзаголовок</h3><h5>Мелкий</h5><p style="color:red" class="x" align="center">Текст <span style="color:blue">цветной</span>
      <code>код</code> <mark>маркер</mark> <a href="javascript:alert(1)" onclick="x()">плохая</a> <a href="https://example.ru" class="y">хорошая</a></p>
      <pre><code>блок кода</code></pre><img src="https://evil.example/pixel.gif"><div>блок</div>
      <ul><li>раз</li></ul><ol><li>два</li></ol><blockquote><p>цитата</p></blockquote><hr><p>строка<br>вторая</p>
      <table><tr><td>таблица</td></tr></table><script>alert(2)</script>`);
    const html = editor.getHTML();
    const found = elements(html);
    expect(found.filter(({ tag }) => !(EDITORIAL_TAGS as readonly string[]).includes(tag))).toEqual([]);
    expect(found.filter(({ tag, attributes }) => attributes.some((name) => !(ALLOWED_ATTRIBUTES[tag] ?? []).includes(name)))).toEqual([]);
    expect(html).not.toMatch(/javascript:|<script|alert\(2\)|evil\.example/);
    expect(html).toContain('<h3>Подзаголовок</h3>');
    expect(html).toContain('<p>Заголовок</p>'); // the page has its own h1
    expect(html).toContain('<a href="https://example.ru">хорошая</a>');
  });

  it('formats with every toolbar command into allowed elements', () => {
    editor.commands.setContent('<p>текст</p>');
    chain().selectAll().toggleBold().toggleItalic().toggleUnderline().toggleStrike().run();
    chain().selectAll().setHeading({ level: 3 }).run();
    chain().selectAll().toggleBulletList().run();
    chain().selectAll().toggleBlockquote().run();
    chain().selectAll().setLink({ href: 'https://example.ru/press' }).run();
    const html = editor.getHTML();
    expect(elements(html).map(({ tag }) => tag).filter((tag) => !(EDITORIAL_TAGS as readonly string[]).includes(tag))).toEqual([]);
    expect(html).toMatch(/<strong>|<em>|<u>|<s>/);
    expect((editor.can() as unknown as { setHeading(options: { level: number }): boolean }).setHeading({ level: 1 })).toBe(false);
  });
});
