/**
 * One-time tokens that carry a visitor's session, tracking parameters and chosen city to another city host when the
 * hosts cannot share a cookie (localhost and tula.localhost in development). Rows live a minute at most.
 */
export const sql = /* sql */ `
create table session_handoffs (
  token_hash text primary key,
  session_token text not null,
  city text not null,
  utm text,
  created_at timestamptz not null
);
create index session_handoffs_created on session_handoffs (created_at);
`;
