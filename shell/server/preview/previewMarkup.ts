// What makes a rendered page a staff member's preview: no scripts (the browser's router would read the preview's own
// address, and nothing of the public pages' code runs on a draft), never indexed, and a banner saying so.
import { withoutScripts } from '../render/documentFloor';

export const PREVIEW_BANNER_TEXT = 'Предпросмотр — не опубликовано';
export const PREVIEW_BANNER_NOTE = 'Так страницу увидят посетители. Её видят только сотрудники; ссылки ведут на опубликованный сайт.';

const robotsMeta = /<meta\s+name="robots"[^>]*>/gi;
const NOINDEX = '<meta name="robots" content="noindex, nofollow">';

// inline styles: the document's policy allows style attributes, and the public stylesheets stay as they are
const banner = [
  '<div role="note" aria-label="Предпросмотр" data-preview-banner style="position:sticky;top:0;z-index:2147483647;padding:10px 16px;background:#b3261e;color:#fff;font:500 15px/1.4 system-ui,sans-serif;text-align:center">',
  `<strong>${PREVIEW_BANNER_TEXT}</strong> <span style="opacity:.9">${PREVIEW_BANNER_NOTE}</span>`,
  '</div>',
].join('');

/** The page as rendered, made the preview: scripts out, `noindex`, the banner first in the body. */
export function previewMarkup(html: string): string {
  return withoutScripts(html)
    .replace(robotsMeta, '')
    .replace(/<head([^>]*)>/i, (head) => `${head}${NOINDEX}`)
    .replace(/<body([^>]*)>/i, (body) => `${body}${banner}`);
}

/** The answer to whoever may not see a draft, or when there is none: the same for both. */
export function previewNotFound(): string {
  return [
    '<!doctype html>',
    '<html lang="ru">',
    `<head><meta charset="utf-8">${NOINDEX}<title>Страница не найдена</title></head>`,
    '<body><h1>Страница не найдена</h1></body>',
    '</html>',
  ].join('\n');
}
