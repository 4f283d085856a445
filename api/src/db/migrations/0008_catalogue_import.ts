/**
 * The catalogue comes from the sales system: every imported level carries the sales system's external id (seeded
 * rows get stable ones); every change of a lot's price or status is recorded by a trigger, whoever makes it (an
 * import, a booking, the seed); visitors subscribe to a lot's price drops by e-mail (double opt-in).
 */
export const sql = /* sql */ `
alter table cities add column external_id text unique;
alter table projects add column external_id text unique;
alter table buildings add column external_id text unique;
alter table sections add column external_id text unique;
alter table floors add column external_id text unique;
alter table lots add column external_id text unique;

update cities set external_id = slug;
update projects set external_id = slug;
update buildings set external_id = 'building-' || id;
update sections set external_id = 'section-' || id;
update floors set external_id = 'floor-' || id;
update lots set external_id = 'lot-' || id;

create table lot_price_history (
  id bigserial primary key,
  lot_id integer not null references lots(id) on delete cascade,
  changed_at timestamptz not null default now(),
  price integer not null,
  old_price integer,
  status text not null,
  previous_price integer,
  previous_status text
);
create index lot_price_history_lot on lot_price_history (lot_id, changed_at);

create function record_lot_price_history() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into lot_price_history (lot_id, price, old_price, status) values (new.id, new.price, new.old_price, new.status);
  elsif (new.price, new.old_price, new.status) is distinct from (old.price, old.old_price, old.status) then
    insert into lot_price_history (lot_id, price, old_price, status, previous_price, previous_status)
    values (new.id, new.price, new.old_price, new.status, old.price, old.status);
  end if;
  return null;
end $$;
create trigger lots_price_history after insert or update of price, old_price, status on lots
  for each row execute function record_lot_price_history();

insert into lot_price_history (lot_id, price, old_price, status, changed_at) select id, price, old_price, status, created_at from lots;

create table price_alerts (
  id bigserial primary key,
  lot_id integer not null references lots(id) on delete cascade,
  email text not null,
  -- The site the visitor subscribed on (scheme and city host): the links of its e-mails lead there.
  site_origin text not null,
  token uuid not null default gen_random_uuid() unique,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  consent_ip text not null,
  consent_page_url text not null,
  consent_text text not null,
  consent_version text not null,
  unique (lot_id, email)
);
create index price_alerts_confirmed on price_alerts (lot_id) where confirmed_at is not null and unsubscribed_at is null;
`;
