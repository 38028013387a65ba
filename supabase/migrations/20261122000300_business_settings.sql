-- The business profile shown in the header, footer and structured data. One row.
create table public.business_settings (
  id boolean primary key default true check (id),
  name text not null,
  phone text not null,
  email text not null,
  address text not null,
  city text not null,
  postal_code text not null,
  region text not null,
  country text not null,
  website text not null,
  service_areas text[] not null,
  services text[] not null,
  opening_hours jsonb not null,
  price_range text not null,
  rating_value numeric(2, 1) not null,
  review_count integer not null check (review_count >= 0),
  updated_at timestamptz not null default now()
);

alter table public.business_settings enable row level security;
