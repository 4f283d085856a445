/**
 * The back office: staff accounts apart from visitors (argon2id password, TOTP second factor), their sessions and
 * sign-in attempts (the limits count them), an audit log of every change staff make and every lead they open or
 * export, uploaded files other than images (PDF documents; images go to `images`), publications with a status
 * (draft, scheduled, published: the public reads show published ones only), the classifieds' ids and Avito's
 * house type and sale method on buildings, and a record of every catalogue import.
 */
export const sql = /* sql */ `
create table staff_accounts (
  id bigserial primary key,
  email text not null unique,
  role text not null check (role in ('admin', 'editor', 'marketing', 'projects', 'sales')),
  password_hash text not null,
  totp_secret text not null,
  -- the last TOTP time step accepted: a code is good once
  totp_last_step bigint,
  active boolean not null default true,
  created_at timestamptz not null default now()
);

create table staff_sessions (
  token_hash text primary key,
  staff_id bigint not null references staff_accounts(id) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  ip text not null
);
create index staff_sessions_staff on staff_sessions (staff_id);

create table staff_sign_in_attempts (
  id bigserial primary key,
  email text not null,
  ip text not null,
  network text not null,
  -- a device that signed in to this account before (its signed cookie): strangers' failures never lock it out
  known_device boolean not null,
  succeeded boolean not null,
  at timestamptz not null
);
create index staff_sign_in_attempts_email on staff_sign_in_attempts (email, at);
create index staff_sign_in_attempts_ip on staff_sign_in_attempts (ip, at);
create index staff_sign_in_attempts_network on staff_sign_in_attempts (network, at);

create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  staff_id bigint references staff_accounts(id) on delete set null,
  staff_email text not null,
  action text not null,
  resource text not null,
  record_id text,
  before jsonb,
  after jsonb,
  ip text
);
create index audit_log_at on audit_log (at desc, id desc);
create index audit_log_resource on audit_log (resource, record_id);

create table files (
  path text primary key,
  mime text not null,
  name text not null,
  size integer not null,
  hash text not null,
  data bytea not null,
  created_at timestamptz not null default now()
);

alter table publications
  add column status text not null default 'published' check (status in ('draft', 'scheduled', 'published')),
  add column updated_at timestamptz not null default now();
create index publications_scheduled on publications (published_at) where status = 'scheduled';

alter table buildings
  add column avito_development_id text,
  add column avito_house_type text,
  add column avito_sale_method text;

create table catalogue_imports (
  id bigserial primary key,
  at timestamptz not null default now(),
  source text not null,
  format text not null,
  changed boolean not null,
  report jsonb not null
);
create index catalogue_imports_at on catalogue_imports (at desc);
`;
