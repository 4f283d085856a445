// A booked lot's page to the visitor who booked it: theirs, until when; to everyone else the catalog's reason.
import { screen } from '@testing-library/react';
import { FETCH_MIN_PENDING_MS } from '@estate/shared-api';
import { testShellContext } from '@estate/shared-api/testing/testShell';
import { OwnBooking } from './OwnBooking';
import { renderWidget } from '../../test/renderWidget';

const REASON = 'Объект уже забронирован, онлайн-бронирование недоступно.';
const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();

function booking(lotId: number, status: string, expiresAt: string) {
  return { id: lotId * 10, property: { id: lotId }, status, status_label: '', expires_at: expiresAt };
}

function show(bookings: unknown[]) {
  const { ctx, requests } = testShellContext({ answer: { '/api/user_booking/': { count: bookings.length, next: null, previous: null, results: bookings } } });
  renderWidget(<OwnBooking ctx={ctx} lotId={77} otherwise={<p>{REASON}</p>} />);
  return requests;
}

it('tells the visitor whose hold runs that the lot is theirs, and until when (Moscow time)', async () => {
  show([booking(12, 'new', inAnHour), booking(77, 'new', '2030-03-14T06:05:00.000Z')]);
  expect(await screen.findByRole('status')).toHaveTextContent('Вы забронировали этот объект: он закреплён за вами до 14 марта, 09:05 (мск).');
  expect(screen.queryByText(REASON)).toBeNull();
});

it('a paid booking is theirs without a hold time', async () => {
  show([booking(77, 'paid', anHourAgo)]);
  expect(await screen.findByRole('status')).toHaveTextContent(/^Вы забронировали этот объект\.$/);
});

it.each([
  ['no booking of theirs', [booking(12, 'new', inAnHour)]],
  ['their hold ran out', [booking(77, 'new', anHourAgo)]],
  ['their booking was cancelled', [booking(77, 'cancelled', inAnHour)]],
])('shows everyone else’s reason when %s', async (_case, bookings) => {
  const requests = show(bookings);
  expect(screen.getByText(REASON)).toBeInTheDocument();
  // the answer is in (a query holds its pending state at least FETCH_MIN_PENDING_MS) and changed nothing
  await new Promise((resolve) => setTimeout(resolve, FETCH_MIN_PENDING_MS + 300));
  expect(requests.map((request) => request.line)).toContain('GET /api/user_booking/');
  expect(screen.getByText(REASON)).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});
