import { act, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { renderInFrame } from '../state/testFrame';
import { RouteView } from './RouteView';
import { PAGE_FADE_MS, PAGE_TRANSITION_MS } from './usePageTransition';

function NavigateTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(path)}>go</button>;
}

/** Two pages with nothing to load (paths no route matches: error pages), the first rendered as the server did. */
function renderView() {
  renderInFrame(
    <>
      <RouteView initialError={null} />
      <NavigateTo path="/missing-b" />
      <input aria-label="Ваш телефон" />
    </>,
    { path: '/missing-a' },
  );
  return () => document.querySelector('[data-transition="page"]') as HTMLElement;
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })) as typeof window.matchMedia;
}

beforeEach(() => {
  jest.useFakeTimers();
  window.scrollTo = jest.fn();
});

afterEach(() => {
  jest.useRealTimers();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('focus after a navigation', () => {
  it('stays where the browser put it on the first page, then goes to the new page\'s heading and announces it', async () => {
    preferReducedMotion(true);
    renderView();
    const go = screen.getByRole('button', { name: 'go' });
    go.focus();
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('');
    act(() => go.click());
    await advance(0);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('route-announcer')).toHaveTextContent(heading.textContent ?? '');
    expect(screen.getByRole('status')).toBe(screen.getByTestId('route-announcer'));
  });

  it('leaves the focus where the visitor put it while the new page was coming (the footer\'s phone field)', async () => {
    preferReducedMotion(false);
    renderView();
    const go = screen.getByRole('button', { name: 'go' });
    go.focus();
    act(() => go.click());
    const phone = screen.getByRole('textbox', { name: 'Ваш телефон' });
    phone.focus();
    await advance(PAGE_TRANSITION_MS);
    expect(screen.getByTestId('route-announcer')).toHaveTextContent(screen.getByRole('heading', { level: 1 }).textContent ?? '');
    expect(phone).toHaveFocus();
  });
});

describe('page transition (product §2: "page", out-in, 0.8 s with a 0.3 s fade)', () => {
  it('the first page arrives without one; a navigation fades the page out, swaps at 0.3 s and enters until 0.8 s', async () => {
    preferReducedMotion(false);
    const page = renderView();
    expect(page()).not.toHaveAttribute('data-phase');
    expect(page().style.getPropertyValue('--page-fade')).toBe('300ms');
    expect(page().style.getPropertyValue('--page-enter')).toBe('500ms');

    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(page()).toHaveAttribute('data-phase', 'leave');
    await advance(PAGE_FADE_MS - 1);
    expect(page()).toHaveAttribute('data-phase', 'leave'); // out first: the next page waits for the fade
    expect(window.scrollTo).not.toHaveBeenCalled();
    await advance(1);
    expect(page()).toHaveAttribute('data-phase', 'enter');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    await advance(PAGE_TRANSITION_MS - PAGE_FADE_MS - 1);
    expect(page()).toHaveAttribute('data-phase', 'enter');
    await advance(1);
    expect(page()).not.toHaveAttribute('data-phase');
  });

  it('under prefers-reduced-motion there is none: the next page takes the place at once', async () => {
    preferReducedMotion(true);
    const page = renderView();
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(page()).not.toHaveAttribute('data-phase');
    await advance(0);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(page()).not.toHaveAttribute('data-phase');
  });
});
