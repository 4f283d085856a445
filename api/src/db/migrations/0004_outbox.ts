/**
 * The outbox: messages that must leave the site (leads for the sales team; later e-mail alerts), written in the
 * transaction of the fact they are about and delivered by a worker with retries. Leads get a stable public id.
 */
export const sql = /* sql */ `
alter table requests add column uid uuid not null default gen_random_uuid() unique;
alter table bookings add column uid uuid not null default gen_random_uuid() unique;

create table outbox (
  id bigserial primary key,
  kind text not null,
  key text not null,
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'dead')),
  delivered_to text[] not null default '{}',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  lease_owner text,
  lease_until timestamptz,
  failing_since timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  unique (kind, key)
);
create index outbox_due on outbox (next_attempt_at) where status = 'pending';
create index outbox_undelivered on outbox (kind, created_at) where status <> 'delivered';

create table outbox_attempts (
  id bigserial primary key,
  outbox_id bigint not null references outbox(id) on delete cascade,
  target text not null,
  attempted_at timestamptz not null,
  duration_ms integer not null,
  outcome text not null check (outcome in ('delivered', 'failed')),
  status text,
  error text
);
create index outbox_attempts_outbox on outbox_attempts (outbox_id, id);
`;
