/**
 * One-time codes cost an SMS each: every code records the client's network (/24, /64) and whether it went to a
 * visitor who had proven the phone before (the owner's budget, counted apart); the general limits scan one hour of
 * codes, which the global budget keeps short. Phones a visitor has proven by code are remembered.
 */
export const sql = /* sql */ `
alter table otp_codes add column network text;
alter table otp_codes add column owner boolean not null default false;
create index otp_codes_recent on otp_codes (created_at) where not owner;

create table verified_phones (
  visitor_id bigint not null references visitors(id) on delete cascade,
  phone text not null,
  verified_at timestamptz not null,
  primary key (visitor_id, phone)
);
`;
