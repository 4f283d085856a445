/**
 * An online booking holds its lot for a while (`lots.held_until`): the sales system's word stays the authority on
 * status, but while the hold lasts its "free" shows as booked; a hold nobody confirmed frees the lot again. Bookings
 * keep their hold's end and the client address (the daily caps). Online bookings made before keep the lot held for
 * the default day from their creation, so those nobody confirmed are freed too.
 */
export const sql = /* sql */ `
alter table lots add column held_until timestamptz;
create index lots_held_until on lots (held_until) where held_until is not null;

alter table bookings add column hold_until timestamptz;
alter table bookings add column ip text;
update bookings set hold_until = created_at + interval '24 hours';
alter table bookings alter column hold_until set not null;
create index bookings_phone on bookings (phone, created_at);
create index bookings_ip on bookings (ip, created_at);

update lots l set held_until = b.hold_until
  from (select lot_id, max(hold_until) as hold_until from bookings where status = 'new' group by lot_id) b
 where b.lot_id = l.id and l.status = 'booked';
`;
