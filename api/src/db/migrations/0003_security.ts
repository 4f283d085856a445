/** Hardening: a server-side secret that signs session ids, and one-time codes bound to the session that asked. */
export const sql = /* sql */ `
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

alter table otp_codes add column session_hash text;
create index otp_codes_session on otp_codes (session_hash, created_at desc);
`;
