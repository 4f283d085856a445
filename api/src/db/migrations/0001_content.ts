/** Content the seed writes: cities, base data, projects and their buildings, lots, and everything around them. */
export const sql = /* sql */ `
create table cities (
  id integer primary key,
  slug text not null unique,
  title text not null,
  abbreviation text not null,
  title_in text not null,
  is_default boolean not null default false,
  lat double precision not null,
  lng double precision not null,
  sort integer not null default 0
);

create table base_pages (
  city_id integer primary key references cities(id) on delete cascade,
  central_sales_office jsonb not null,
  inn text not null,
  copyright text not null,
  menu_bottom_center_text text not null,
  social_links jsonb not null,
  privacy_policy text not null,
  mortgage_text_in_menu text not null,
  cards_in_property_menu jsonb not null,
  cards_in_purchase_menu jsonb not null,
  property_tags jsonb not null
);

create table main_pages (
  city_id integer primary key references cities(id) on delete cascade,
  title text not null,
  subtitle text not null,
  slides jsonb not null,
  advantages jsonb not null
);

create table content_blocks (
  key text primary key,
  data jsonb not null
);

create table personal_data_agreements (
  version text primary key,
  title text not null,
  text text not null,
  published_at date not null,
  is_current boolean not null default false
);

create table purchase_methods (
  id integer primary key,
  slug text not null unique,
  name text not null,
  title text not null,
  lead text not null,
  body text not null,
  advantages jsonb not null,
  steps jsonb not null,
  sort integer not null default 0
);

create table projects (
  id integer primary key,
  city_id integer not null references cities(id) on delete cascade,
  kind text not null check (kind in ('residential', 'commercial')),
  slug text not null unique,
  name text not null,
  class text not null,
  address text not null,
  district text not null,
  lat double precision not null,
  lng double precision not null,
  short_description text not null,
  description text not null,
  completion_year integer not null,
  completion_quarter integer not null check (completion_quarter between 1 and 4),
  badges text[] not null default '{}',
  declaration_url text not null,
  developer text not null,
  image text not null,
  gallery text[] not null default '{}',
  genplan_image text not null,
  sort integer not null default 0
);
create index projects_city_kind on projects (city_id, kind);

create table buildings (
  id integer primary key,
  project_id integer not null references projects(id) on delete cascade,
  name text not null,
  number integer not null,
  floors_total integer not null,
  completion_year integer not null,
  completion_quarter integer not null,
  is_completed boolean not null default false,
  polygon jsonb not null,
  label_position jsonb not null
);
create index buildings_project on buildings (project_id);

create table sections (
  id integer primary key,
  building_id integer not null references buildings(id) on delete cascade,
  number integer not null,
  floors_total integer not null
);
create index sections_building on sections (building_id);

create table floors (
  id integer primary key,
  section_id integer not null references sections(id) on delete cascade,
  building_id integer not null references buildings(id) on delete cascade,
  number integer not null,
  plan_image text not null
);
create index floors_section on floors (section_id);

create table layouts (
  id integer primary key,
  project_id integer not null references projects(id) on delete cascade,
  kind text not null,
  code text not null,
  rooms integer,
  area numeric(8, 2) not null,
  kitchen_area numeric(6, 2),
  image text not null,
  furniture_image text
);
create index layouts_project on layouts (project_id);

create table lots (
  id integer primary key,
  kind text not null check (kind in ('flat', 'apartment', 'commercial', 'parking', 'storage')),
  city_id integer not null references cities(id) on delete cascade,
  project_id integer not null references projects(id) on delete cascade,
  building_id integer not null references buildings(id) on delete cascade,
  section_id integer not null references sections(id) on delete cascade,
  floor_id integer not null references floors(id) on delete cascade,
  floor integer not null,
  floors_total integer not null,
  number text not null,
  rooms integer,
  commercial_type text,
  area numeric(8, 2) not null,
  kitchen_area numeric(6, 2),
  ceiling_height numeric(3, 2) not null,
  price integer not null,
  old_price integer,
  status text not null check (status in ('free', 'booked', 'sold')),
  finishing text,
  features text[] not null default '{}',
  completion_year integer not null,
  completion_quarter integer not null,
  layout_id integer references layouts(id) on delete set null,
  plan_position jsonb not null
);
create index lots_kind_city_status on lots (kind, city_id, status);
create index lots_project on lots (project_id);
create index lots_building on lots (building_id);
create index lots_floor on lots (floor_id);

create table finishes (
  id integer primary key,
  slug text not null unique,
  name text not null,
  description text not null,
  items jsonb not null,
  images text[] not null default '{}',
  price_per_meter integer,
  sort integer not null default 0
);

create table mortgage_programs (
  id integer primary key,
  bank text not null,
  name text not null,
  rate numeric(5, 2) not null,
  psk_min numeric(5, 2) not null,
  psk_max numeric(5, 2) not null,
  down_payment_min numeric(5, 2) not null,
  term_min_years integer not null,
  term_max_years integer not null,
  amount_max integer not null,
  conditions text not null,
  tags text[] not null default '{}',
  sort integer not null default 0
);

create table installment_programs (
  id integer primary key,
  city_id integer not null references cities(id) on delete cascade,
  name text not null,
  down_payment_min numeric(5, 2) not null,
  term_months integer not null,
  markup_percent numeric(5, 2) not null,
  description text not null,
  sort integer not null default 0
);

create table progress_reports (
  id integer primary key,
  project_id integer not null references projects(id) on delete cascade,
  year integer not null,
  month integer not null check (month between 1 and 12),
  title text not null,
  text text not null,
  photos text[] not null default '{}',
  published_at date not null
);
create index progress_project on progress_reports (project_id, year, month);

create table documents (
  id integer primary key,
  project_id integer not null references projects(id) on delete cascade,
  type text not null,
  title text not null,
  url text not null,
  file_size integer,
  published_at date not null
);
create index documents_project on documents (project_id);

create table publications (
  id integer primary key,
  city_id integer not null references cities(id) on delete cascade,
  project_id integer references projects(id) on delete set null,
  type text not null check (type in ('news', 'telegram')),
  slug text not null unique,
  title text not null,
  lead text not null,
  body text not null,
  cover text not null,
  images text[] not null default '{}',
  telegram_url text,
  for_owners boolean not null default false,
  published_at timestamptz not null
);
create index publications_city_type on publications (city_id, type, published_at desc);

create table offices (
  id integer primary key,
  city_id integer not null references cities(id) on delete cascade,
  project_id integer references projects(id) on delete set null,
  name text not null,
  address text not null,
  lat double precision not null,
  lng double precision not null,
  phone text not null,
  email text not null,
  hours jsonb not null,
  is_central boolean not null default false,
  metro text,
  image text not null,
  sort integer not null default 0
);

create table excursions (
  id integer primary key,
  city_id integer not null references cities(id) on delete cascade,
  project_id integer not null references projects(id) on delete cascade,
  office_id integer not null references offices(id) on delete cascade,
  title text not null,
  description text not null,
  duration_minutes integer not null,
  image text not null,
  sort integer not null default 0
);

create table promos (
  id integer primary key,
  city_id integer not null references cities(id) on delete cascade,
  project_id integer references projects(id) on delete set null,
  title text not null,
  text text not null,
  image text not null,
  link text not null,
  button_text text not null,
  color text not null,
  date_from date not null,
  date_to date not null,
  sort integer not null default 0
);

create table selection_cards (
  id integer primary key,
  city_id integer not null references cities(id) on delete cascade,
  title text not null,
  description text not null,
  image text not null,
  link text not null,
  endpoint text not null,
  query jsonb not null,
  sort integer not null default 0
);

create table infra_categories (
  id integer primary key,
  slug text not null unique,
  name text not null,
  icon text not null,
  sort integer not null default 0
);

create table infra_points (
  id integer primary key,
  category_id integer not null references infra_categories(id) on delete cascade,
  project_id integer not null references projects(id) on delete cascade,
  name text not null,
  address text not null,
  lat double precision not null,
  lng double precision not null,
  walking_minutes integer not null,
  metro_line text,
  metro_color text
);
create index infra_points_project on infra_points (project_id);

create table images (
  path text primary key,
  mime text not null,
  width integer not null,
  height integer not null,
  hash text not null,
  data bytea not null
);
`;
