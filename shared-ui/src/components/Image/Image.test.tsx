import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Image, IMAGE_RETRY_ATTEMPTS } from './Image';
import { imageSrcSet, imageUrl, previewUrl } from './imageUrl';

describe('imageUrl', () => {
  it('puts every parameter of the resizing endpoint in the query', () => {
    expect(imageUrl('/media/flats/plan 1.png', { size: 640, quality: 70, format: 'webp', blur: 10, fit: 'contain', gravity: 'north' })).toBe(
      '/img/media/flats/plan%201.png?size=640&quality=70&format=webp&blur=10&fit=contain&gravity=north',
    );
    expect(imageUrl('img/a.jpg')).toBe('/img/a.jpg?quality=80');
  });

  it('only warns when there is no path', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(imageUrl('')).toBe('');
    expect(imageUrl(undefined)).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('offers the six breakpoints as srcset and a 400 px preview at quality 30, blur 60', () => {
    expect(imageSrcSet('a.jpg', { format: 'png' })).toBe(
      [320, 640, 768, 1024, 1280, 1536].map((w) => `/img/a.jpg?size=${w}&quality=80&format=png ${w}w`).join(', '),
    );
    expect(previewUrl('a.jpg', { format: 'webp' })).toBe('/img/a.jpg?size=400&quality=30&format=webp&blur=60');
  });
});

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  enter() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('Image', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
  });

  it('loads lazily: only the preview until it comes within 50 px of the viewport', () => {
    render(<Image path="media/park.jpg" alt="Парк" />);
    expect(screen.queryByRole('img', { name: 'Парк' })).not.toBeInTheDocument();
    expect(FakeObserver.last?.options?.rootMargin).toBe('50px');
    act(() => FakeObserver.last?.enter());
    const image = screen.getByRole('img', { name: 'Парк' });
    expect(image).toHaveAttribute('srcset', expect.stringContaining('/img/media/park.jpg?size=1536&quality=80&format=webp&fit=cover 1536w'));
    expect(document.querySelector('img[aria-hidden="true"]')).toHaveAttribute('src', '/img/media/park.jpg?size=400&quality=30&format=webp&blur=60&fit=cover');
  });

  it('asks for png when the device has no webp', () => {
    render(<Image path="a.jpg" alt="План" webp={false} lazy={false} />);
    expect(screen.getByRole('img', { name: 'План' }).getAttribute('src')).toContain('format=png');
  });

  it('retries a failed load 3 times, then shows a neutral box with the alt text', () => {
    render(<Image path="a.jpg" alt="Фасад" lazy={false} preview={false} />);
    expect(IMAGE_RETRY_ATTEMPTS).toBe(3);
    for (let retry = 1; retry <= 3; retry += 1) {
      const before = screen.getByRole('img', { name: 'Фасад' });
      fireEvent.error(before);
      act(() => jest.advanceTimersByTime(retry * 1000));
      const after = screen.getByRole('img', { name: 'Фасад' });
      expect(after.tagName).toBe('IMG');
      expect(after).not.toBe(before); // a fresh element: the browser requests it again
    }
    fireEvent.error(screen.getByRole('img', { name: 'Фасад' }));
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByRole('img', { name: 'Фасад' }).tagName).toBe('SPAN');
  });

  it('loads a first-screen image (lazy false) at once and first, preview included; lazy ones wait their turn', () => {
    const { unmount } = render(<Image path="a.jpg" alt="Фасад" lazy={false} />);
    expect(screen.getByRole('img', { name: 'Фасад' })).toHaveAttribute('fetchpriority', 'high');
    const preview = document.querySelector('img[aria-hidden="true"]');
    expect(preview).toHaveAttribute('loading', 'eager');
    expect(preview).toHaveAttribute('fetchpriority', 'high');
    unmount();
    render(<Image path="b.jpg" alt="Двор" />);
    expect(document.querySelector('img[aria-hidden="true"]')).toHaveAttribute('loading', 'lazy');
    expect(document.querySelector('img[fetchpriority]')).toBeNull();
  });

  it('hides the preview once the image has loaded', () => {
    render(<Image path="a.jpg" alt="Фасад" lazy={false} />);
    fireEvent.load(screen.getByRole('img', { name: 'Фасад' }));
    expect(document.querySelector('img[aria-hidden="true"]')).toBeNull();
  });

  it("puts a first-screen image in the server's markup, shown as it arrives (no fade that waits for scripts)", () => {
    const html = renderToString(<Image path="a.jpg" alt="Фасад" lazy={false} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const image = container.querySelector('img[alt="Фасад"]');
    expect(image).toHaveAttribute('srcset', expect.stringContaining('/img/a.jpg?size=768&quality=80&format=webp&fit=cover 768w'));
    expect(image).toHaveAttribute('class', 'image');
    // a lazy one is not in the markup (it waits for the observer) and fades in once loaded
    expect(renderToString(<Image path="a.jpg" alt="Двор" />)).not.toContain('alt="Двор"');
    render(<Image path="b.jpg" alt="Двор" />);
    act(() => FakeObserver.last?.enter());
    expect(screen.getByRole('img', { name: 'Двор' })).toHaveClass('fadeIn');
  });

  it('takes a server-rendered image that finished loading before hydration as loaded (no load event comes)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Image path="a.jpg" alt="Фасад" lazy={false} />);
    document.body.append(container);
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const naturalWidth = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(768);
    const error = jest.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <Image path="a.jpg" alt="Фасад" lazy={false} />));
    expect(container.querySelector('img[aria-hidden="true"]')).toBeNull();
    expect(container.querySelector('img[alt="Фасад"]')).toHaveClass('loaded');
    expect(error).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
    [complete, naturalWidth, error].forEach((spy) => spy.mockRestore());
  });

  it('warns, without an error, when there is no path', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error');
    render(<Image path={undefined} alt="Нет фото" />);
    expect(warn).toHaveBeenCalledWith('Image: no path given', { alt: 'Нет фото' });
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Нет фото' }).tagName).toBe('SPAN');
    warn.mockRestore();
  });
});
