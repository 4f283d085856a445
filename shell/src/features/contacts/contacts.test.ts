import { socialLabel, safeIconMarkup } from './socialLinks';

describe('social links', () => {
  it('names the known networks in Russian', () => {
    expect(socialLabel('vk')).toBe('ВКонтакте');
    expect(socialLabel('telegram')).toBe('Telegram');
    expect(socialLabel('other')).toBe('other');
  });
  it('accepts only plain svg markup', () => {
    expect(safeIconMarkup('<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>')).not.toBeNull();
    expect(safeIconMarkup('<img src=x onerror="alert(1)">')).toBeNull();
    expect(safeIconMarkup('<svg onload="alert(1)"></svg>')).toBeNull();
    expect(safeIconMarkup('<svg><script>alert(1)</script></svg>')).toBeNull();
  });
});
