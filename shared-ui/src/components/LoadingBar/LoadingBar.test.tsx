import { act, render, renderHook, screen } from '@testing-library/react';
import { LoadingBar } from './LoadingBar';
import { LOADING_FADE_MS, LOADING_FAILED_SHOW_MS, useLoadingBar } from './useLoadingBar';

describe('LoadingBar', () => {
  it('shows the progress and the failed state', () => {
    const { rerender } = render(<LoadingBar progress={0.42} visible />);
    const bar = screen.getByRole('progressbar', { name: 'Загрузка страницы' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).not.toHaveAttribute('data-failed');
    rerender(<LoadingBar progress={1} visible failed />);
    expect(bar).toHaveAttribute('data-failed', 'true');
    rerender(<LoadingBar progress={0} visible={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('useLoadingBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('creeps forward while loading, fills on finish and hides after the fade', () => {
    const { result } = renderHook(() => useLoadingBar());
    act(() => result.current.start());
    const first = result.current.progress;
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current.progress).toBeGreaterThan(first);
    expect(result.current.progress).toBeLessThan(0.95);
    act(() => result.current.finish());
    expect(result.current).toMatchObject({ progress: 1, visible: true, failed: false });
    act(() => jest.advanceTimersByTime(LOADING_FADE_MS));
    expect(result.current.visible).toBe(false);
  });

  it('keeps the failed state on screen for a second', () => {
    const { result } = renderHook(() => useLoadingBar());
    act(() => result.current.start());
    act(() => result.current.fail());
    expect(result.current).toMatchObject({ failed: true, visible: true });
    act(() => jest.advanceTimersByTime(LOADING_FAILED_SHOW_MS - 1));
    expect(result.current.visible).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ failed: false, visible: false });
  });
});
