import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import type { RichTextInputProps } from 'ra-input-rich-text';

/**
 * The rich-text editor makes only what the site's editorial allow-list keeps (shared-api's editorialRules, by which
 * the API sanitises): paragraphs, headings h2–h4 (the page has its own h1), bold, italic, underline, strike-through,
 * lists, quotes, links (http, https, mailto, tel), line breaks and rules. No code, colours, alignment or images
 * inside the text (photos go to the cover and the gallery).
 */
export const editorialEditorOptions: RichTextInputProps['editorOptions'] = {
  extensions: [
    StarterKit.configure({ heading: { levels: [2, 3, 4] }, code: false, codeBlock: false, link: false }),
    // a link keeps its address only (the site adds target and rel to external links itself)
    Link.extend({
      addAttributes() {
        return { href: { default: null } };
      },
    }).configure({ protocols: ['http', 'https', 'mailto', 'tel'], openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null, class: null } }),
  ],
};
