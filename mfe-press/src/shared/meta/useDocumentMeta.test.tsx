import { act, render } from '@testing-library/react';
import { clipDescription, useDocumentMeta, type DocumentMeta } from './useDocumentMeta';

function Page(meta: DocumentMeta) {
  useDocumentMeta(meta);
  return null;
}

describe('useDocumentMeta', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.title = 'Маршрут';
    document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
  });
  afterEach(() => jest.useRealTimers());

  it('sets the title and keeps it when the shell writes the route title afterwards', () => {
    render(<Page title="Новость дня" />);
    expect(document.title).toBe('Новость дня');
    document.title = 'Пресс-центр (маршрут)';
    act(() => jest.runOnlyPendingTimers());
    expect(document.title).toBe('Новость дня');
  });

  it('creates the description tag and removes it on unmount', () => {
    const { unmount } = render(<Page description="Описание страницы" />);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Описание страницы');
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('restores a description that was there before', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Сайт';
    document.head.append(meta);
    const { unmount } = render(<Page description="Своё" />);
    expect(meta.content).toBe('Своё');
    unmount();
    expect(meta.content).toBe('Сайт');
  });
});

describe('clipDescription', () => {
  it('keeps a short text and cuts a long one at a word with an ellipsis', () => {
    expect(clipDescription('  Коротко  о  главном ')).toBe('Коротко о главном');
    const long = 'слово '.repeat(60);
    const clipped = clipDescription(long);
    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped.endsWith('слово…')).toBe(true);
  });
});
