/**
 * A client's `Idempotency-Key` per submission (a lead, a booking): the answer the first request got, kept for a day
 * under its scope and key, with the fingerprint of what was submitted, so a retry is answered the same and stored once.
 */
export const sql = /* sql */ `
create table idempotency_keys (
  scope text not null,
  key text not null,
  fingerprint text not null,
  answer jsonb not null,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);
create index idempotency_keys_created_at on idempotency_keys (created_at);
`;
