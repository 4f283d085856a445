import { act, screen } from '@testing-library/react';
import { renderInFrame } from '../../state/testFrame';
import { ACCEPT_COOKIE_KEY } from '../../state/consent';
import { COOKIE_NOTICE_DELAY_MS, CookieNotice, noticeDelay } from './CookieNotice';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

it('appears 2 s after the page opens', () => {
  renderInFrame(<CookieNotice />);
  act(() => jest.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS - 1));
  expect(screen.queryByTestId('cookie-notice')).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('cookie-notice')).toBeInTheDocument();
});

it('counts the 2 s from when the page was shown, not from when its scripts arrived', () => {
  expect(noticeDelay(800, 800)).toBe(2000);
  expect(noticeDelay(800, 2300)).toBe(500);
  expect(noticeDelay(800, 4500)).toBe(0);
});

it('disappears on accept and stays away on the next visit', () => {
  const first = renderInFrame(<CookieNotice />);
  act(() => jest.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS));
  act(() => screen.getByRole('button', { name: 'Принять' }).click());
  expect(screen.queryByTestId('cookie-notice')).toBeNull();
  expect(localStorage.getItem(ACCEPT_COOKIE_KEY)).toBe('true');
  first.unmount();
  renderInFrame(<CookieNotice />);
  act(() => jest.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS * 2));
  expect(screen.queryByTestId('cookie-notice')).toBeNull();
});
