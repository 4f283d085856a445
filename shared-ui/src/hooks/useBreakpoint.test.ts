import { act, renderHook } from '@testing-library/react';
import { useBreakpoint } from './useBreakpoint';
import { RESIZE_DEBOUNCE_MS } from './viewportWidth';
import { breakpointOf, MEDIA } from '../tokens/breakpoints';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('breakpointOf (product §9)', () => {
  it.each([
    [320, 'mobile', [true, false, false, false]],
    [767, 'mobile', [true, false, false, false]],
    [768, 'tablet', [false, true, false, false]],
    [1279, 'tablet', [false, true, false, false]],
    [1280, 'laptop', [false, false, true, true]],
    [1440, 'laptop', [false, false, true, true]],
    [1441, 'desktop', [false, false, false, true]],
  ] as const)('%i px → %s', (width, name, [isMobile, isTablet, isLaptop, isDesktop]) => {
    expect(breakpointOf(width)).toEqual({ width, breakpoint: name, isMobile, isTablet, isLaptop, isDesktop });
  });

  it('gives media queries with the same limits', () => {
    expect(MEDIA.mobile).toBe('(max-width: 767px)');
    expect(MEDIA.desktop).toBe('(min-width: 1280px)');
  });
});

describe('useBreakpoint', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('follows a resize only after 500 ms of quiet', () => {
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current.breakpoint).toBe('laptop');
    expect(RESIZE_DEBOUNCE_MS).toBe(500);

    act(() => resizeTo(375));
    act(() => jest.advanceTimersByTime(499));
    expect(result.current.breakpoint).toBe('laptop');
    act(() => resizeTo(800));
    act(() => jest.advanceTimersByTime(499));
    expect(result.current.breakpoint).toBe('laptop');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ width: 800, breakpoint: 'tablet', isTablet: true });
  });

  it('stops listening when the last component unmounts', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useBreakpoint());
    unmount();
    expect(remove).toHaveBeenCalledWith('resize', expect.any(Function));
  });
});
