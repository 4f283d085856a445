import { previewHref } from './PreviewButton';

describe('the preview link', () => {
  it('leads to the shell’s preview of the records the site shows on a page of their own', () => {
    expect(previewHref('publications', '12')).toBe('/admin/preview/publications/12');
    expect(previewHref('agreements', '2026-12-01/a b')).toBe('/admin/preview/agreements/2026-12-01%2Fa%20b');
    expect(previewHref('content_blocks', 'company')).toBe('/admin/preview/content_blocks/company');
  });

  it('is absent for what has no page of its own', () => {
    expect(previewHref('content_blocks', 'booking')).toBeNull();
    expect(previewHref('offices', '1')).toBeNull();
  });
});
