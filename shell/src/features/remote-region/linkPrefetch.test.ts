import { loadRemoteModule } from '../../federation/remotes';
import { startLinkPrefetch } from './linkPrefetch';

jest.mock('../../federation/remotes', () => ({ loadRemoteModule: jest.fn() }));

const load = loadRemoteModule as jest.Mock;

/** A controllable IntersectionObserver: `show(link)` reports the link as scrolled into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  static show(target: Element) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.observed.has(target)) continue;
      const entry = { target, isIntersecting: true } as unknown as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  document.body.append(anchor);
  return anchor;
}

describe('link prefetch', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
    FakeIntersectionObserver.instances = [];
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    load.mockReset().mockResolvedValue({ contractVersion: 1, Component: () => null });
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('loads the page module behind a link once it is in view, after the page is idle, and only once', async () => {
    const press = link('/press');
    const again = link('/press?type=telegram');
    stop = startLinkPrefetch();
    FakeIntersectionObserver.show(press);
    expect(load).not.toHaveBeenCalled(); // not before the page is interactive
    jest.advanceTimersByTime(10);
    FakeIntersectionObserver.show(press);
    FakeIntersectionObserver.show(again);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('press/PressPage');
  });

  it('leaves alone links out of view, to other sites, to new tabs, to unknown paths and to shell pages', () => {
    link('/about'); // never scrolled into view
    const shown = [
      link('https://example.org/press'),
      link('/favorites', { target: '_blank' }),
      link('/no-such/page/x'),
      link('/ui'),
    ];
    stop = startLinkPrefetch();
    jest.advanceTimersByTime(10);
    shown.forEach((anchor) => FakeIntersectionObserver.show(anchor));
    expect(load).not.toHaveBeenCalled();
  });

  it('skips links kept invisible (a closed dropdown) until the visitor points at or focuses one', () => {
    const inDropdown = link('/contacts');
    const excursions = link('/excursions');
    inDropdown.checkVisibility = () => false;
    excursions.checkVisibility = () => false;
    stop = startLinkPrefetch();
    jest.advanceTimersByTime(10);
    FakeIntersectionObserver.show(inDropdown);
    expect(load).not.toHaveBeenCalled();
    inDropdown.dispatchEvent(new Event('pointerover', { bubbles: true }));
    excursions.focus();
    expect(load.mock.calls.map(([id]) => id)).toEqual(['press/ContactsPage', 'press/ExcursionsPage']);
  });

  it('watches links that appear later', async () => {
    stop = startLinkPrefetch();
    jest.advanceTimersByTime(10);
    const later = link('/projects/sokolniki-park');
    await Promise.resolve(); // the mutation record
    jest.advanceTimersByTime(250);
    FakeIntersectionObserver.show(later);
    expect(load).toHaveBeenCalledWith('catalog/ProjectPage');
  });

  it('does nothing when the browser asks to save data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      const press = link('/press');
      stop = startLinkPrefetch();
      jest.advanceTimersByTime(10);
      FakeIntersectionObserver.show(press);
      expect(load).not.toHaveBeenCalled();
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  });
});
