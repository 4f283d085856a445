// Why a lot that is not free offers no online booking. A booked lot may be booked by this very visitor: the forms
// remote (which owns bookings) then says it is theirs; until it has loaded, or if it cannot, everyone reads the reason.
import type { ShellContext } from '@estate/shared-api';
import type { LotStatus } from '@estate/shared-api/dto/lots';
import { bookingUnavailable } from './lotLinks';

export function UnavailableBooking({
  ctx,
  lotId,
  status,
  className,
}: {
  ctx: Pick<ShellContext, 'Widget'>;
  lotId: number;
  status: Exclude<LotStatus, 'free'>;
  className?: string;
}) {
  const reason = <p className={className}>{bookingUnavailable[status]}</p>;
  if (status !== 'booked') return reason;
  const { Widget } = ctx;
  return <Widget module="forms/OwnBooking" props={{ lotId, otherwise: reason }} fallback={reason} />;
}
