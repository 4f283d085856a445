/**
 * A lot's price history recorded once per statement instead of once per row: a price list's batch of 500 lots writes
 * its history rows in one insert from the statement's transition tables (a row trigger cost more than half a
 * millisecond a lot on PGlite, a third of the batch). What is recorded is unchanged: every insert, and every update
 * that changes the price, the old price or the status, in lot id order.
 */
export const sql = /* sql */ `
drop trigger lots_price_history on lots;
drop function record_lot_price_history();

create function record_inserted_lot_prices() returns trigger language plpgsql as $$
begin
  insert into lot_price_history (lot_id, price, old_price, status)
    select n.id, n.price, n.old_price, n.status from new_lots n order by n.id;
  return null;
end $$;
create function record_updated_lot_prices() returns trigger language plpgsql as $$
begin
  insert into lot_price_history (lot_id, price, old_price, status, previous_price, previous_status)
    select n.id, n.price, n.old_price, n.status, o.price, o.status
      from old_lots o join new_lots n on n.id = o.id
     where (n.price, n.old_price, n.status) is distinct from (o.price, o.old_price, o.status)
     order by n.id;
  return null;
end $$;
create trigger lots_price_history_inserted after insert on lots
  referencing new table as new_lots for each statement execute function record_inserted_lot_prices();
create trigger lots_price_history_updated after update on lots
  referencing old table as old_lots new table as new_lots for each statement execute function record_updated_lot_prices();
`;
