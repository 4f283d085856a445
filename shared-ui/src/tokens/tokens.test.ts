// The text colour pairs of the tokens meet WCAG AA contrast (4.5:1), which the /ui axe scan also checks in a browser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*([^;]+);`).exec(css);
  if (!match?.[1]) throw new Error(`no token --${name}`);
  const value = match[1].trim();
  const reference = /^var\(--([\w-]+)\)$/.exec(value);
  return reference?.[1] ? token(reference[1]) : value;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(token(a)), luminance(token(b))].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('design tokens', () => {
  it('sets the root font size to 62.5% and the product constants', () => {
    expect(css).toMatch(/html\s*{\s*font-size:\s*62\.5%/);
    expect(token('content-max-width')).toBe('144rem');
    expect(token('select-max-height')).toBe('25.8rem');
    expect(token('loading-bar-height')).toBe('2px');
    expect(token('header-height')).toBe('9.6rem');
    expect(token('duration-pin-wave')).toBe('1.2s');
  });

  it.each([
    ['color-text', 'color-bg'],
    ['color-text', 'color-surface'],
    ['color-text', 'color-surface-strong'],
    ['color-text-muted', 'color-bg'],
    ['color-text-muted', 'color-surface'],
    ['color-on-accent', 'color-accent'],
    ['color-on-accent', 'color-accent-hover'],
    ['color-accent', 'color-bg'],
    ['color-accent', 'color-accent-soft'],
    ['color-danger', 'color-bg'],
    ['color-danger', 'color-danger-soft'],
    ['color-disabled-text', 'color-disabled-bg'],
  ])('%s on %s reaches 4.5:1', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});
