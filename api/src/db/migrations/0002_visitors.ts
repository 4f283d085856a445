/** What visitors create: sessions, favourites, comparisons, viewed lots, leads, one-time codes, bookings, SMS outbox. */
export const sql = /* sql */ `
create table visitors (
  id bigserial primary key,
  token_hash text not null unique,
  phone text,
  logged_in_at timestamptz,
  created_at timestamptz not null default now()
);

create table favorites (
  visitor_id bigint not null references visitors(id) on delete cascade,
  lot_id integer not null references lots(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (visitor_id, lot_id)
);

create table comparisons (
  visitor_id bigint not null references visitors(id) on delete cascade,
  lot_id integer not null references lots(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (visitor_id, lot_id)
);

create table viewed (
  visitor_id bigint not null references visitors(id) on delete cascade,
  lot_id integer not null references lots(id) on delete cascade,
  viewed_at timestamptz not null default now(),
  primary key (visitor_id, lot_id)
);

create table requests (
  id bigserial primary key,
  type text not null,
  phone text not null,
  name text,
  email text,
  comment text,
  url text not null,
  site_city text not null,
  ym_uid text,
  utm text,
  details jsonb not null default '{}',
  ip text not null,
  user_agent text,
  visitor_id bigint references visitors(id) on delete set null,
  consent_at timestamptz not null,
  consent_version text not null,
  consent_text text not null,
  captcha_status text not null,
  created_at timestamptz not null default now()
);
create index requests_ip_created on requests (ip, created_at);
create index requests_phone_created on requests (phone, created_at);

create table otp_codes (
  id bigserial primary key,
  phone text not null,
  code_hash text not null,
  visitor_id bigint references visitors(id) on delete set null,
  ip text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index otp_codes_phone on otp_codes (phone, created_at desc);
create index otp_codes_ip on otp_codes (ip, created_at desc);

create table sms_outbox (
  id bigserial primary key,
  phone text not null,
  text text not null,
  transport text not null,
  created_at timestamptz not null default now()
);
create index sms_outbox_phone on sms_outbox (phone, id desc);

create table bookings (
  id bigserial primary key,
  visitor_id bigint not null references visitors(id) on delete cascade,
  lot_id integer not null references lots(id) on delete cascade,
  name text not null,
  phone text not null,
  email text,
  agreement_version text not null,
  status text not null default 'new',
  created_at timestamptz not null default now()
);
create index bookings_visitor on bookings (visitor_id);
`;
